import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCsrfToken } from '../../lib/businessApi'
import { fakeFetch, type FakeRoutes } from '../../lib/fakeFetch'
import { businessRoutes } from '../modes/business'

const owner = ['reservations.read', 'staff.manage', 'tokens.manage', 'audit.read']
const session = {
  staff: { id: 3, email: 'ada@shop.example', name: 'Ada Lovelace' },
  second_factor: 'totp',
  must_enrol: false,
  csrf_token: 'csrf-ada',
  expires_at: '2026-11-28T20:00:00Z',
  stores: [
    { store_id: 1, store_name: 'Golden Gate Greenhouse', role: 'owner', permissions: owner },
    { store_id: 2, store_name: 'Mile High Apothecary', role: 'budtender', permissions: ['reservations.read'] },
    { store_id: 3, store_name: 'Harbor Leaf', role: 'owner', permissions: owner },
  ],
}
const signedIn = { 'GET /api/v1/business/session': { status: 200, body: session } }

/** The console's route table in a memory router at path, over a fake API. */
function open(path: string, routes: FakeRoutes) {
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(businessRoutes(), { basename: '/business', initialEntries: [`/business${path}`] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router, user: userEvent.setup() }
}

afterEach(() => {
  cleanup()
  setCsrfToken(undefined)
  vi.unstubAllGlobals()
})

describe('the console at a store', () => {
  it('leads from the home’s list of stores to a store', async () => {
    const { user, router } = open('/', signedIn)
    await user.click(await screen.findByRole('link', { name: 'Harbor Leaf' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Leaf' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/stores/3')
  })

  it('shows an owner the store’s screens in its navigation', async () => {
    const { user, router } = open('/stores/1', { ...signedIn, 'GET /api/v1/business/stores/1/staff': { status: 200, body: { staff: [] } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Gate Greenhouse' })).toBeInTheDocument()
    expect(screen.getByText('Your role here: Owner.')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Store' })
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Queue', 'People', 'Integration tokens', 'Audit log'])
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    const screens = screen.getByRole('list', { name: 'Screens at Golden Gate Greenhouse' })
    expect(within(screens).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/business/stores/1/queue',
      '/business/stores/1/staff',
      '/business/stores/1/tokens',
      '/business/stores/1/audit',
    ])
    await user.click(within(nav).getByRole('link', { name: 'People' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/stores/1/staff')
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows a budtender none of the owner’s screens, and explains a typed address', async () => {
    const { server } = open('/stores/2/staff', signedIn)
    expect(await screen.findByRole('heading', { level: 1, name: 'Not open to your role' })).toBeInTheDocument()
    expect(screen.getByText(/A budtender cannot manage staff\. Ask an owner of Mile High Apothecary if you need it\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Mile High Apothecary' })).toHaveAttribute('href', '/business/stores/2')
    const nav = screen.getByRole('navigation', { name: 'Store' })
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Queue'])
    expect(server.calls.filter((c) => c.path.includes('/stores/'))).toHaveLength(0)
  })

  it('says so at a store where the member has no role', async () => {
    open('/stores/9/audit', signedIn)
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no role at this store' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Store' })).toBeNull()
  })

  it('switches to another store, on the same screen when the role there opens it', async () => {
    const { user, router, server } = open('/stores/1/tokens', {
      ...signedIn,
      'GET /api/v1/business/stores/1/tokens': { status: 200, body: { tokens: [] } },
      'GET /api/v1/business/stores/3/tokens': { status: 200, body: { tokens: [] } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Integration tokens' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Store' })
    const toggle = within(nav).getByRole('button', { name: 'Switch store' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).queryByRole('link', { name: 'Harbor Leaf' })).toBeNull()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The budtender's store has no tokens screen: its link leads to its overview.
    expect(within(nav).getByRole('link', { name: 'Mile High Apothecary' })).toHaveAttribute('href', '/business/stores/2')
    expect(within(nav).getByRole('link', { name: 'All my stores' })).toHaveAttribute('href', '/business')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(within(nav).getByRole('link', { name: 'Harbor Leaf' }))
    expect(router.state.location.pathname).toBe('/business/stores/3/tokens')
    expect(await screen.findByText('Harbor Leaf')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Switch store' })).toHaveAttribute('aria-expanded', 'false')
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/v1/business/stores/3/tokens')).toBe(true))
  })

  it('opens a store’s queue from its navigation', async () => {
    const empty = {
      reservations: [],
      total: 0,
      page: 1,
      per_page: 50,
      counts: { active: 0, all: 0, pending: 0, verification: 0, preparing: 0, ready_for_pickup: 0, delivery_started: 0, delivery_finished: 0, finished: 0, cancelled: 0 },
      last_event_id: 0,
      time_zone_identifier: 'America/Denver',
    }
    const { user, router } = open('/stores/2', { ...signedIn, 'GET /api/v1/business/stores/2/reservations': { status: 200, body: empty } })
    const nav = await screen.findByRole('navigation', { name: 'Store' })
    await user.click(within(nav).getByRole('link', { name: 'Queue' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/stores/2/queue')
    expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page')
    expect(await screen.findByText('No active reservations.')).toBeInTheDocument()
  })

  it('keeps the queue from a role that may not read reservations', async () => {
    const integration = { store_id: 4, store_name: 'Dune Dispensary', role: 'integration', permissions: ['menu.read'] }
    const { server } = open('/stores/4/queue/7', { 'GET /api/v1/business/session': { status: 200, body: { ...session, stores: [integration] } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not open to your role' })).toBeInTheDocument()
    expect(screen.getByText(/An integration cannot see reservations\./)).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path.includes('/reservations'))).toHaveLength(0)
  })

  it('opens a store’s menu from its navigation, for a role that may see it', async () => {
    const counter = { store_id: 2, store_name: 'Mile High Apothecary', role: 'budtender', permissions: ['reservations.read', 'menu.read', 'menu.stock'] }
    const routes = {
      'GET /api/v1/business/session': { status: 200, body: { ...session, stores: [counter] } },
      'GET /api/v1/business/stores/2/menu': { status: 200, body: { menu_products: [], total: 0, page: 1, per_page: 50 } },
    }
    const { user, router } = open('/stores/2', routes)
    const nav = await screen.findByRole('navigation', { name: 'Store' })
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Queue', 'Menu'])
    await user.click(within(nav).getByRole('link', { name: 'Menu' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/stores/2/menu')
    expect(await screen.findByText('The menu has no products yet.')).toBeInTheDocument()
  })

  it('keeps the menu from a role that may not see it', async () => {
    const integration = { store_id: 4, store_name: 'Dune Dispensary', role: 'integration', permissions: ['reservations.read', 'reservations.move'] }
    const { server } = open('/stores/4/menu', { 'GET /api/v1/business/session': { status: 200, body: { ...session, stores: [integration] } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not open to your role' })).toBeInTheDocument()
    expect(screen.getByText(/An integration cannot see the menu\./)).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path.includes('/menu'))).toHaveLength(0)
  })
})
