import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Notifications } from '../../components/ui/Notifications'
import { useNotifications } from '../../components/ui/notifications'
import { setCsrfToken } from '../../lib/businessApi'
import { localStore } from '../../lib/browserStorage'
import { fakeFetch, type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import { resetAudioForTests } from './alerts'
import type { PickList, ReservationDetail } from './api'
import { ada, detail, FakeEventSource, grace, katherine, NOW, page, row, ZONE } from './testing'
import { Queue } from './Queue'
import type { QueueRow } from './queueCache'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

const reading: StaffStore['permissions'] = ['reservations.read']
const working: StaffStore['permissions'] = ['reservations.read', 'reservations.move', 'documents.view']
const stores: StaffStore[] = [
  { store_id: 1, store_name: 'Golden Gate Greenhouse', role: 'manager', permissions: working },
  { store_id: 2, store_name: 'Mile High Apothecary', role: 'operator', permissions: reading },
]

const pickList: PickList = {
  reservation_id: 101,
  status: 'pending',
  reservation_mode: 'pickup',
  shopper_name: 'Ada Lovelace',
  window_start: ada.window_start,
  window_end: ada.window_end,
  asap: false,
  curbside_spot: '',
  store_name: 'Golden Gate Greenhouse',
  time_zone_identifier: ZONE,
  item_count: 3,
  lines: [
    { product_id: 12, name: 'Mint Gummies', brand: 'Sweet Leaf', kind: 'edible', price_id: 'each', weight_label: 'Each', count: 1 },
    { product_id: 11, name: 'Blue Dream', brand: 'Pacific Farms', kind: 'flower', price_id: 'eighth_ounce', weight_label: '3.5g', count: 2 },
  ],
}

const NEXT: Record<string, string[]> = {
  pending: ['verification', 'cancelled'],
  verification: ['preparing', 'cancelled'],
  preparing: ['ready_for_pickup', 'cancelled'],
  cancelled: [],
}

/** The store's API: the list by its tab, #101's detail, and its moves, which answer #101 as moved. */
function storeAPI(store = 1, over: FakeRoutes = {}): FakeRoutes {
  let now: ReservationDetail = detail()
  const at = (path: string) => `/api/v1/business/stores/${store}/reservations${path}`
  return {
    [`GET ${at('')}`]: (call: FakeCall) => {
      const tab = call.query.get('status')
      const rows: QueueRow[] = tab === 'active' ? [grace, ada] : tab === 'pending' ? [ada] : tab === 'preparing' ? [grace] : []
      return { status: 200, body: page(rows) }
    },
    [`GET ${at('/101')}`]: () => ({ status: 200, body: { reservation: now } }),
    [`POST ${at('/101/status')}`]: (call: FakeCall) => {
      const to = (call.body as { to: string }).to
      now = { ...now, status: to, next_statuses: NEXT[to] ?? [] }
      return { status: 200, body: { reservation: now } }
    },
    [`POST ${at('/101/notes')}`]: (call: FakeCall) => {
      now = { ...now, message: (call.body as { message: string }).message }
      return { status: 200, body: { reservation: now } }
    },
    [`GET ${at('/101/pick_list')}`]: { status: 200, body: pickList },
    ...over,
  }
}

/** The queue at its route, /stores/:storeId/queue/:reservationId?, as the console's screen passes it a store the member has. */
function Screen() {
  const params = useParams()
  const store = stores.find((s) => String(s.store_id) === params.storeId)!
  return (
    <main id="main" tabIndex={-1}>
      <Queue store={store} reservationId={params.reservationId ? Number(params.reservationId) : undefined} />
      <Notifications />
    </main>
  )
}

/** The queue at path, over a fake API, signed in with a CSRF token kept. */
function open(path: string, routes: FakeRoutes = storeAPI()) {
  const user = userEvent.setup()
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  setCsrfToken('csrf-ada')
  const router = createMemoryRouter([{ path: '/stores/:storeId/queue/:reservationId?', element: <Screen /> }], { initialEntries: [path] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const lists = () => server.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/reservations'))
  return { user, server, router, lists }
}

const panel = () => screen.getByRole('tabpanel')
const rowLink = (id: number) => within(panel()).getByRole('link', { name: new RegExp(`^#${id} `) })
const announcer = () => screen.getByTestId('queue-announcer')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setCsrfToken(undefined)
  useNotifications.setState({ notes: [] })
  localStore().clear()
  resetAudioForTests()
})

describe('the queue', () => {
  it('lists the store’s active reservations as links, each with its next step', async () => {
    const { lists } = open('/stores/1/queue')
    expect(await screen.findByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument()
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    expect(lists()[0]!.query.get('status')).toBe('active')
    expect(document.title).toBe('Queue — Pistil console')

    const links = within(panel()).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/stores/1/queue/102', '/stores/1/queue/101'])
    expect(links[0]).toHaveAccessibleName('#102 Grace Hopper Curbside Today, 1:30 PM – 2:00 PM 1 item $20.00 Preparing Arrived at spot 4')
    expect(links[1]).toHaveAccessibleName('#101 Ada Lovelace Pickup Today, 2:00 PM – 2:30 PM 3 items $45.50 Pending')
    expect(screen.getByTestId('queue-row-102')).toHaveAttribute('data-arrived', 'true')
    expect(screen.getByTestId('queue-row-101')).not.toHaveAttribute('data-arrived')
    expect(within(panel()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark ready #102', 'Confirm #101'])

    const tabs = within(screen.getByRole('tablist', { name: 'Reservations by status' })).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Active 2',
      'Pending 1',
      'Confirmed 0',
      'Preparing 1',
      'Ready 0',
      'Out for delivery 0',
      'Delivered 0',
      'Finished 2',
      'Cancelled 1',
    ])
    expect(screen.getByRole('tab', { name: 'Active 2' })).toHaveAttribute('aria-selected', 'true')
    expect(panel()).toHaveAccessibleName('Active 2')
    expect(screen.getByTestId('queue-live')).toHaveTextContent('Connecting…')
    act(() => FakeEventSource.last.open())
    expect(screen.getByTestId('queue-live')).toHaveTextContent('Live')
  })

  it('keeps the tab, the mode, today and the search in the address', async () => {
    const { user, router, lists } = open('/stores/1/queue')
    await user.click(await screen.findByRole('tab', { name: /^Pending/ }))
    expect(router.state.location.search).toBe('?status=pending')
    await waitFor(() => expect(lists().at(-1)!.query.get('status')).toBe('pending'))
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true')

    await user.selectOptions(screen.getByLabelText('Mode'), 'Delivery')
    expect(router.state.location.search).toBe('?status=pending&mode=delivery')
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
    expect(router.state.location.search).toBe('?status=pending&mode=delivery&window=today')

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '#101')
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }))
    expect(router.state.location.search).toBe('?status=pending&mode=delivery&window=today&q=%23101')
    await waitFor(() => expect(lists().at(-1)!.query.toString()).toBe('status=pending&mode=delivery&window=today&q=%23101'))

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(router.state.location.search).toBe('?status=pending&mode=delivery&window=today')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })

  it('opens with the filters its address holds', async () => {
    const { lists } = open('/stores/1/queue?status=cancelled&mode=kiosk&window=today&q=ada')
    expect(await screen.findByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Mode')).toHaveValue('kiosk')
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ada')
    await waitFor(() => expect(lists()[0]!.query.toString()).toBe('status=cancelled&mode=kiosk&window=today&q=ada'))
    expect(await within(panel()).findByText('No cancelled reservations match these filters.')).toBeInTheDocument()
  })

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { user, router } = open('/stores/1/queue')
    const active = await screen.findByRole('tab', { name: /^Active/ })
    act(() => active.focus())
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveFocus()
    expect(router.state.location.search).toBe('?status=pending')
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('tabindex', '0')
    expect(active).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(active).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus()
    expect(router.state.location.search).toBe('?status=cancelled')
  })

  it('moves a reservation on from its row, with the CSRF token', async () => {
    const { user, server } = open('/stores/1/queue')
    await user.click(await screen.findByRole('button', { name: 'Confirm #101' }))
    expect(await screen.findByRole('button', { name: 'Start preparing #101' })).toBeInTheDocument()
    const post = server.calls.find((c) => c.method === 'POST')!
    expect(post.path).toBe('/api/v1/business/stores/1/reservations/101/status')
    expect(post.body).toEqual({ to: 'verification' })
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(rowLink(101)).toHaveAccessibleName(/ Confirmed$/)
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveTextContent('Pending 0')
    expect(screen.getByRole('tab', { name: /^Confirmed/ })).toHaveTextContent('Confirmed 1')
    expect(screen.getByText('Reservation #101 is confirmed.')).toBeInTheDocument()
  })

  it('opens a reservation with focus on its heading, and gives focus back to its row on close', async () => {
    const { user, router } = open('/stores/1/queue?status=pending')
    await user.click(await screen.findByRole('link', { name: /^#101 / }))
    expect(router.state.location.pathname).toBe('/stores/1/queue/101')
    expect(router.state.location.search).toBe('?status=pending')
    const heading = screen.getByRole('heading', { level: 2, name: 'Reservation #101' })
    expect(heading).toHaveFocus()
    const article = screen.getByTestId('reservation-detail')
    const items = within(article).getByRole('table')
    expect(within(items).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ProductWeightCountPrice',
      'Blue DreamPacific Farms3.5g2$40.00',
      'Mint GummiesSweet LeafEach1$10.00',
    ])
    expect(await within(article).findByText('Pickup: Today, 2:00 PM – 2:30 PM')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: '(415) 555-0101' })).toHaveAttribute('href', 'tel:4155550101')
    expect(within(article).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com')
    expect(within(article).getByText('Flower Friday').nextElementSibling).toHaveTextContent('-$4.50')
    expect(within(article).getByTestId('order-total')).toHaveTextContent('$45.50')
    expect(within(article).getByRole('list', { name: '' }).textContent ?? '').toMatch(/^Pending by the shopper, Today, 12:00 PM/)
    expect(within(within(article).getByRole('group', { name: 'Actions' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Confirm',
      'Cancel reservation',
      'Send a note',
      'Print pick list',
    ])

    await user.click(within(article).getByRole('link', { name: 'Back to the queue' }))
    expect(router.state.location.pathname).toBe('/stores/1/queue')
    expect(router.state.location.search).toBe('?status=pending')
    expect(rowLink(101)).toHaveFocus()
  })

  it('moves the open reservation on, its history fetched again', async () => {
    const { user, server } = open('/stores/1/queue/101')
    const bar = await screen.findByRole('group', { name: 'Actions' })
    await user.click(within(bar).getByRole('button', { name: 'Confirm' }))
    expect(await within(bar).findByRole('button', { name: 'Start preparing' })).toBeInTheDocument()
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ to: 'verification' }])
    expect(screen.getByText('Reservation #101 is confirmed.')).toBeInTheDocument()
  })

  it('cancels only with a reason for the shopper', async () => {
    const { user, server } = open('/stores/1/queue/101')
    const bar = await screen.findByRole('group', { name: 'Actions' })
    await user.click(within(bar).getByRole('button', { name: 'Cancel reservation' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel reservation #101?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the shopper' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and tell the shopper' }))
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription(/^Please tell the shopper why the reservation is cancelled\./)
    expect(reason).toHaveFocus()
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.type(reason, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and tell the shopper' }))
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.type(reason, 'The gummies sold out this morning.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and tell the shopper' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ to: 'cancelled', message: 'The gummies sold out this morning.' }])
    expect(screen.getByRole('heading', { level: 2, name: 'Reservation #101' })).toHaveFocus()
    expect(within(screen.getByRole('group', { name: 'Actions' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Print pick list'])
    expect(screen.getByText('Reservation #101 is cancelled. The shopper is told why.')).toBeInTheDocument()
  })

  it('shows the server’s refusal of a cancellation in the dialog', async () => {
    const refusal = { code: 'invalid', message: 'Please check the form.', validations: { message: ['Please use no more than 500 characters.'] } }
    const { user } = open('/stores/1/queue/101', storeAPI(1, { 'POST /api/v1/business/stores/1/reservations/101/status': { status: 422, body: refusal } }))
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByRole('textbox'), 'Closed.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and tell the shopper' }))
    expect(await within(dialog).findByText('Please use no more than 500 characters.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep the reservation' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sends the shopper a note', async () => {
    const { user, server } = open('/stores/1/queue/101')
    await user.click(await screen.findByRole('button', { name: 'Send a note' }))
    const dialog = screen.getByRole('dialog', { name: 'Send Ada Lovelace a note' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Your order is at the side door.')
    await user.click(within(dialog).getByRole('button', { name: 'Send the note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = server.calls.find((c) => c.method === 'POST')!
    expect(post.path).toBe('/api/v1/business/stores/1/reservations/101/notes')
    expect(post.body).toEqual({ message: 'Your order is at the side door.' })
    expect(await screen.findByText('Your order is at the side door.')).toBeInTheDocument()
    expect(screen.getByText('Your note is sent to Ada Lovelace.')).toBeInTheDocument()
  })

  it('prints the pick list, and nothing else', async () => {
    const { user } = open('/stores/1/queue/101')
    let printed = ''
    const print = vi.fn(() => {
      printed = screen.getByTestId('pick-list').textContent ?? ''
    })
    vi.stubGlobal('print', print)
    await user.click(await screen.findByRole('button', { name: 'Print pick list' }))
    await waitFor(() => expect(print).toHaveBeenCalledOnce())
    expect(printed).toMatch(/^Pick list: reservation #101/)
    expect(printed).toContain('Mint GummiesSweet LeafEach1')
    expect(printed).toContain('Blue DreamPacific Farms3.5g2')
    expect(screen.getByTestId('pick-list').parentElement).toBe(document.body)
    act(() => window.dispatchEvent(new Event('afterprint')))
    expect(screen.queryByTestId('pick-list')).toBeNull()
  })

  it('shows the shopper’s ID on a click, and says each look is logged', async () => {
    const { user, server } = open('/stores/1/queue/101')
    expect(await screen.findByText(/Each time you show a photo, the store’s audit log keeps that you looked at it\./)).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show ID' }))
    expect(screen.getByRole('img', { name: 'The shopper’s ID' })).toHaveAttribute('src', '/api/v1/business/stores/1/reservations/101/documents/government_photo')
    expect(server.calls.some((c) => c.path.includes('/documents/'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Hide ID' }))
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('offers a role that may only read no moves and no photos', async () => {
    open('/stores/2/queue/101', storeAPI(2))
    const bar = await screen.findByRole('group', { name: 'Actions' })
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Print pick list'])
    expect(screen.queryByRole('button', { name: 'Show ID' })).toBeNull()
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    expect(within(panel()).queryAllByRole('button')).toHaveLength(0)
  })
})

describe('the live queue', () => {
  it('adds a new reservation, announces it, and counts it in the title until it is opened', async () => {
    const { user } = open('/stores/1/queue')
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    expect(FakeEventSource.last.url).toBe('/api/v1/business/stream?store_id=1&after=40')
    act(() => FakeEventSource.last.reservation(41, 'placed', katherine))
    expect(announcer()).toHaveTextContent('New reservation #103 from Katherine J., delivery')
    expect(document.title).toBe('(1) Queue — Pistil console')
    expect(within(panel()).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/stores/1/queue/103',
      '/stores/1/queue/102',
      '/stores/1/queue/101',
    ])
    expect(screen.getByTestId('queue-row-103')).toHaveAttribute('data-new', 'true')
    expect(rowLink(103)).toHaveAccessibleName(/^#103 Katherine Johnson New Delivery ASAP 2 items \$61\.25 Pending$/)
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveTextContent('Pending 2')

    act(() => FakeEventSource.last.reservation(42, 'placed', row({ id: 104, shopper_name: 'Mary Jackson', created_at: '2026-11-28T21:00:30Z', window_start: null, window_end: null, asap: true })))
    expect(document.title).toBe('(2) Queue — Pistil console')

    await user.click(rowLink(103))
    expect(document.title).toBe('(1) Queue — Pistil console')
    expect(screen.getByTestId('queue-row-103')).not.toHaveAttribute('data-new')
    await user.click(screen.getByRole('button', { name: 'Mark 1 new as seen' }))
    expect(document.title).toBe('Queue — Pistil console')
  })

  it('highlights a curbside arrival as it happens', async () => {
    open('/stores/1/queue')
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    const here = { ...ada, reservation_mode: 'curbside' as const, arrived_at: '2026-11-28T20:59:00Z', curbside_spot: '7' }
    act(() => FakeEventSource.last.reservation(41, 'arrived', here))
    expect(screen.getByTestId('queue-row-101')).toHaveAttribute('data-arrived', 'true')
    expect(rowLink(101)).toHaveAccessibleName(/Arrived at spot 7$/)
    expect(announcer()).toHaveTextContent('Ada L. has arrived at spot 7 (#101)')
    expect(document.title).toBe('Queue — Pistil console')
  })

  it('moves a reservation out of the tab when another device moves it', async () => {
    open('/stores/1/queue?status=pending')
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(1))
    act(() => FakeEventSource.last.reservation(41, 'status', row({ status: 'verification', next_statuses: ['preparing', 'cancelled'] })))
    expect(await within(panel()).findByText('No pending reservations.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /^Confirmed/ })).toHaveTextContent('Confirmed 1')
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('Active 2')
  })

  it('reads the list again on the stream’s reset', async () => {
    const { lists } = open('/stores/1/queue')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(lists()).toHaveLength(1)
    act(() => FakeEventSource.last.reset())
    await waitFor(() => expect(lists()).toHaveLength(2))
    expect(FakeEventSource.opened).toHaveLength(1)
  })
})

/** A stand-in for the Web Audio API: it records the tones started. */
class FakeAudioContext {
  static made = 0
  static tones: number[] = []
  state = 'running'
  currentTime = 0
  destination = {}
  constructor() {
    FakeAudioContext.made += 1
  }
  resume() {
    return Promise.resolve()
  }
  createOscillator() {
    let hz = 0
    return {
      type: 'sine',
      frequency: { setValueAtTime: (v: number) => (hz = v) },
      connect: () => undefined,
      start: () => FakeAudioContext.tones.push(hz),
      stop: () => undefined,
    }
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined }
  }
}

/** A stand-in for the browser's notifications: the answer to the question, and the ones shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default'
  static answer: NotificationPermission = 'granted'
  static shown: { title: string; body?: string }[] = []
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer
    return FakeNotification.answer
  })
  onclick: (() => void) | null = null
  constructor(title: string, options: NotificationOptions = {}) {
    FakeNotification.shown.push({ title, body: options.body })
  }
  close() {}
}

describe('alerts beyond the screen', () => {
  beforeEach(() => {
    FakeAudioContext.made = 0
    FakeAudioContext.tones = []
    FakeNotification.permission = 'default'
    FakeNotification.answer = 'granted'
    FakeNotification.shown = []
    FakeNotification.requestPermission.mockClear()
    vi.stubGlobal('AudioContext', FakeAudioContext)
    vi.stubGlobal('Notification', FakeNotification)
  })

  it('chimes two tones only once switched on by a click, and keeps the switch on this device', async () => {
    const { user } = open('/stores/1/queue')
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    act(() => FakeEventSource.last.reservation(41, 'placed', katherine))
    expect(FakeAudioContext.made).toBe(0)

    const sound = screen.getByRole('button', { name: 'Sound on new reservations' })
    expect(sound).toHaveAttribute('aria-pressed', 'false')
    await user.click(sound)
    expect(sound).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStore().getItem('pistil.business.alerts')!)).toEqual({ sound: true, notify: false })
    // Turning it on plays the chime once, so the staff member hears what it sounds like.
    expect(FakeAudioContext.tones).toEqual([660, 880])

    act(() => FakeEventSource.last.reservation(42, 'placed', row({ id: 104, shopper_name: 'Mary Jackson' })))
    expect(FakeAudioContext.tones).toEqual([660, 880, 660, 880])
    // A move is no news to chime for.
    act(() => FakeEventSource.last.reservation(43, 'status', { ...grace, status: 'ready_for_pickup' }))
    expect(FakeAudioContext.tones).toHaveLength(4)

    await user.click(sound)
    expect(JSON.parse(localStore().getItem('pistil.business.alerts')!)).toEqual({ sound: false, notify: false })
  })

  it('asks for notifications only from “Alert me”, and shows one only while the page is hidden', async () => {
    const { user } = open('/stores/1/queue')
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
    const alertMe = screen.getByRole('button', { name: 'Alert me' })
    await user.click(alertMe)
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce()
    expect(alertMe).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStore().getItem('pistil.business.alerts')!)).toEqual({ sound: false, notify: true })

    act(() => FakeEventSource.last.reservation(41, 'placed', katherine))
    expect(FakeNotification.shown).toEqual([])

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    try {
      act(() => FakeEventSource.last.reservation(42, 'placed', row({ id: 104, shopper_name: 'Mary Jackson' })))
    } finally {
      hidden.mockRestore()
    }
    expect(FakeNotification.shown).toEqual([{ title: 'New reservation #104', body: 'Mary J., pickup' }])
  })

  it('says when the browser blocks notifications', async () => {
    FakeNotification.answer = 'denied'
    const { user } = open('/stores/1/queue')
    const alertMe = await screen.findByRole('button', { name: 'Alert me' })
    await user.click(alertMe)
    expect(alertMe).toHaveAttribute('aria-pressed', 'false')
    expect(alertMe).toHaveAccessibleDescription('This browser blocks the console’s notifications; allow them in the site’s settings.')
    expect(JSON.parse(localStore().getItem('pistil.business.alerts')!)).toEqual({ sound: false, notify: false })
  })

  it('keeps the switches from an earlier visit', async () => {
    FakeNotification.permission = 'granted'
    localStore().setItem('pistil.business.alerts', JSON.stringify({ sound: true, notify: true }))
    open('/stores/1/queue')
    expect(await screen.findByRole('button', { name: 'Sound on new reservations' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Alert me' })).toHaveAttribute('aria-pressed', 'true')
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
  })
})

