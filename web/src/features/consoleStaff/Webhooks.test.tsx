import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DeliveryInfo, WebhookInfo } from './api'
import { at, forget, show, store } from './testing'
import { Webhooks } from './Webhooks'
import { deliveryWords } from './words'

const EVENTS = ['reservation.created', 'reservation.updated', 'reservation.cancelled', 'curbside.arrived', 'inventory.low', 'review.created']
const pos: WebhookInfo = {
  id: 3,
  url: 'https://pos.example.com/pistil',
  description: 'Front counter POS',
  events: ['reservation.created', 'reservation.cancelled'],
  low_stock: 5,
  active: true,
  created_at: '2026-11-20T17:00:00Z',
  updated_at: '2026-11-20T17:00:00Z',
  pending: 1,
  failed_last_day: 2,
  last_status: 503,
}
const delivered: DeliveryInfo = {
  id: 41,
  event_id: 'evt_1',
  event: 'reservation.created',
  status: 'delivered',
  attempts: 4,
  last_status: 204,
  last_error: '',
  created_at: '2026-11-29T18:00:00Z',
  next_attempt_at: null,
  delivered_at: '2026-11-29T18:01:10Z',
  failed_at: null,
  resent_from: 0,
  body: '{"id":"evt_1","type":"reservation.created","data":{"reservation":{"id":5012}}}',
}
const retrying: DeliveryInfo = {
  ...delivered,
  id: 42,
  event_id: 'evt_2',
  event: 'reservation.cancelled',
  status: 'pending',
  attempts: 2,
  last_status: 503,
  last_error: 'answered 503 Service Unavailable: busy',
  delivered_at: null,
  next_attempt_at: '2026-11-29T18:02:00Z',
}
const secret = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'

afterEach(() => {
  cleanup()
  forget()
})

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!)

describe('the store’s webhooks', () => {
  it('lists each subscription with its events, state and how its deliveries go, never a secret', async () => {
    show(<Webhooks store={store} />, { [`GET ${at('/webhooks')}`]: { status: 200, body: { webhooks: [pos], events: EVENTS } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toHaveFocus()
    const table = await screen.findByRole('table', { name: 'Subscriptions' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['URL', 'Events', 'State', 'Deliveries', 'Actions'])
    const row = rowOf('https://pos.example.com/pistil')
    expect(row.getByRole('rowheader')).toHaveTextContent('Front counter POS')
    expect(row.getByRole('cell', { name: 'A reservation is placed; A reservation is cancelled' })).toBeInTheDocument()
    expect(row.getByRole('cell', { name: 'On' })).toBeInTheDocument()
    expect(row.getByRole('cell', { name: '1 being tried, 2 given up today, last answer 503' })).toBeInTheDocument()
    expect(table).not.toHaveTextContent('whsec_')
  })

  it('asks for a URL and an event before sending anything', async () => {
    const { user, server } = show(<Webhooks store={store} />, { [`GET ${at('/webhooks')}`]: { status: 200, body: { webhooks: [], events: EVENTS } } })
    expect(await screen.findByText('This store sends no webhooks yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }))
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(/^Please fill out this field\./)
    expect(screen.getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription('Choose at least one event.')
    expect(screen.getByLabelText('URL')).toHaveFocus()
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('adds a webhook, shows its secret once, and opens its deliveries', async () => {
    let made = false
    const { user, server } = show(<Webhooks store={store} />, {
      [`GET ${at('/webhooks')}`]: () => ({ status: 200, body: { webhooks: made ? [pos] : [], events: EVENTS } }),
      [`POST ${at('/webhooks')}`]: () => {
        made = true
        return { status: 201, body: { webhook: pos, secret } }
      },
      [`GET ${at('/webhooks/3/deliveries')}`]: { status: 200, body: { deliveries: [], next_before: 0 } },
    })
    await user.type(await screen.findByLabelText('URL'), ' https://pos.example.com/pistil ')
    await user.type(screen.getByLabelText('Description (optional)'), 'Front counter POS')
    await user.click(screen.getByRole('checkbox', { name: /A reservation is cancelled/ }))
    await user.click(screen.getByRole('checkbox', { name: /A reservation is placed/ }))
    expect(screen.queryByLabelText('Low stock at')).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /stock runs low/ }))
    await user.clear(screen.getByLabelText('Low stock at'))
    await user.type(screen.getByLabelText('Low stock at'), '3')
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Copy the signing secret of https://pos.example.com/pistil now' })).toHaveFocus()
    const post = server.calls.find((c) => c.method === 'POST')!
    // The events in the server's order, whatever the clicks'.
    expect(post.body).toEqual({
      url: 'https://pos.example.com/pistil',
      description: 'Front counter POS',
      events: ['reservation.created', 'reservation.cancelled', 'inventory.low'],
      low_stock: 3,
    })
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(screen.getByLabelText('Secret')).toHaveValue(secret)
    expect(await screen.findByRole('heading', { level: 2, name: 'Deliveries to https://pos.example.com/pistil' })).toBeInTheDocument()
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'I have copied it' }))
    expect(screen.queryByText(secret)).toBeNull()
  })

  it('shows the server’s refusal of a URL beside the field', async () => {
    const { user } = show(<Webhooks store={store} />, {
      [`GET ${at('/webhooks')}`]: { status: 200, body: { webhooks: [], events: EVENTS } },
      [`POST ${at('/webhooks')}`]: {
        status: 422,
        body: { code: 'invalid', message: 'The webhook subscription has errors.', validations: { url: ['The URL names a private, loopback or link-local address.'] } },
      },
    })
    await user.type(await screen.findByLabelText('URL'), 'http://127.0.0.1/hooks')
    await user.click(screen.getByRole('checkbox', { name: /A reservation is placed/ }))
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }))
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(/^The URL names a private/))
    expect(screen.getByLabelText('URL')).toHaveFocus()
  })

  it('lists the deliveries, sends a finished one again, pauses and gives a new secret', async () => {
    const { user, server } = show(<Webhooks store={store} />, {
      [`GET ${at('/webhooks')}`]: { status: 200, body: { webhooks: [pos], events: EVENTS } },
      [`GET ${at('/webhooks/3/deliveries')}`]: { status: 200, body: { deliveries: [retrying, delivered], next_before: 0 } },
      [`POST ${at('/webhooks/3/deliveries/41/resend')}`]: { status: 201, body: { delivery: { ...delivered, id: 43, status: 'pending', resent_from: 41 } } },
      [`PUT ${at('/webhooks/3')}`]: (req) => ({
        status: 200,
        body: { webhook: { ...pos, active: (req.body as { active: boolean }).active }, ...((req.body as { rotate_secret: boolean }).rotate_secret ? { secret } : {}) },
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'Deliveries to https://pos.example.com/pistil' }))
    const table = await screen.findByRole('table', { name: 'Deliveries to https://pos.example.com/pistil' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: 'Retrying after 2 tries: answered 503 Service Unavailable: busy' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'Delivered after 4 tries' })).toBeInTheDocument()
    // Only a delivery that is done may be sent again.
    expect(within(table).queryByRole('button', { name: 'Send again: delivery #42' })).toBeNull()
    await user.click(within(table).getByRole('button', { name: 'Send again: delivery #41' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sending the reservation.created of Nov (29|30), 2026, .* again\./)

    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      url: pos.url,
      description: pos.description,
      events: pos.events,
      low_stock: 5,
      active: false,
      rotate_secret: false,
    })
    await user.click(screen.getByRole('button', { name: 'Give it a new secret' }))
    expect(await screen.findByLabelText('Secret')).toHaveValue(secret)
  })

  it('removes a webhook after a confirmation', async () => {
    let removed = false
    const { user } = show(<Webhooks store={store} />, {
      [`GET ${at('/webhooks')}`]: () => ({ status: 200, body: { webhooks: removed ? [] : [pos], events: EVENTS } }),
      [`DELETE ${at('/webhooks/3')}`]: () => {
        removed = true
        return { status: 204 }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Remove the webhook to https://pos.example.com/pistil' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the webhook to https://pos.example.com/pistil?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Removed the webhook to https://pos.example.com/pistil. Nothing more is sent there.')
    expect(await screen.findByText('This store sends no webhooks yet.')).toBeInTheDocument()
  })
})

describe('deliveryWords', () => {
  it('says how a delivery went', () => {
    const d = { status: 'pending', attempts: 0, last_status: 0, last_error: '' }
    expect(deliveryWords(d)).toBe('Waiting to be sent')
    expect(deliveryWords({ ...d, attempts: 1, last_error: 'dial tcp: connection refused' })).toBe('Retrying after 1 try: dial tcp: connection refused')
    expect(deliveryWords({ ...d, status: 'delivered', attempts: 1, last_status: 200 })).toBe('Delivered')
    expect(deliveryWords({ ...d, status: 'failed', attempts: 30, last_status: 500 })).toBe('Given up after 30 tries: answered 500')
  })
})
