import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Feed } from './Feed'
import type { FeedInfo } from './feedApi'
import { at, forget, show, store } from './testing'

const kept: FeedInfo = {
  url: 'https://pos.example/export.csv?key=k1',
  mapping: {
    format: 'csv',
    mode: 'snapshot',
    columns: { external_id: 'SKU', menu_product_id: '', weight: 'Size', price: 'Price', stock: 'Qty', visible: '' },
    weights: { '3.5g': 'eighth_ounce' },
  },
  every_minutes: 5,
  enabled: true,
  next_run_at: '2026-11-30T15:05:00Z',
  last_run_at: '2026-11-30T15:00:00Z',
  last_ok: false,
  last_message: 'read the feed: the point of sale answered 503 Service Unavailable',
  last_rows: 0,
  last_changed: 0,
  last_hidden: 0,
  last_shortfalls: 0,
  updated_at: '2026-11-30T14:00:00Z',
}

afterEach(() => {
  cleanup()
  forget()
})

describe('the store’s point of sale feed', () => {
  it('keeps a new feed from what is typed', async () => {
    const { user, server } = show(<Feed store={store} />, {
      [`GET ${at('/feed')}`]: { status: 200, body: { feed: null } },
      [`PUT ${at('/feed')}`]: { status: 200, body: { feed: { ...kept, last_run_at: null, last_message: '' } } },
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Keep a feed' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'How it went' })).toBeNull()
    await user.type(screen.getByLabelText('The export’s address'), 'https://pos.example/export.csv?key=k1')
    await user.selectOptions(screen.getByLabelText('What the feed is'), 'snapshot')
    const columns = screen.getByRole('group', { name: 'The export’s columns' })
    await user.type(within(columns).getByLabelText('The point of sale’s id'), 'SKU')
    await user.type(within(columns).getByLabelText('Size'), 'Size')
    await user.type(within(columns).getByLabelText('Count on hand'), 'Qty')
    await user.type(screen.getByLabelText('Sizes'), '3.5g = eighth_ounce{Enter}{Enter}1g=gram')
    await user.clear(screen.getByLabelText('Read it every (minutes)'))
    await user.type(screen.getByLabelText('Read it every (minutes)'), '15')
    await user.click(screen.getByRole('button', { name: 'Save the feed' }))
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      url: 'https://pos.example/export.csv?key=k1',
      mapping: {
        format: 'csv',
        mode: 'snapshot',
        columns: { external_id: 'SKU', menu_product_id: '', weight: 'Size', price: '', stock: 'Qty', visible: '' },
        weights: { '3.5g': 'eighth_ounce', '1g': 'gram' },
      },
      every_minutes: 15,
      enabled: true,
    })
    expect(await screen.findByText('Saved the feed. It is read within seconds.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'How it went' })).toBeInTheDocument()
  })

  it('refuses what it cannot send, and shows the server’s refusal beside its field', async () => {
    const { user, server } = show(<Feed store={store} />, {
      [`GET ${at('/feed')}`]: { status: 200, body: { feed: null } },
      [`PUT ${at('/feed')}`]: {
        status: 422,
        body: { code: 'invalid', message: 'This feed cannot be kept as it is: see the fields.', validations: { url: ['The URL names a private address.'] } },
      },
    })
    await user.type(await screen.findByLabelText('Sizes'), 'eighth')
    await user.clear(screen.getByLabelText('Read it every (minutes)'))
    await user.type(screen.getByLabelText('Read it every (minutes)'), '0')
    await user.click(screen.getByRole('button', { name: 'Save the feed' }))
    expect(screen.getByLabelText('The export’s address')).toHaveAccessibleDescription(/^Please fill out this field\./)
    expect(screen.getByLabelText('The point of sale’s id')).toHaveAccessibleDescription(/Please fill out this field\./)
    expect(screen.getByLabelText('Sizes')).toHaveAccessibleDescription(/Write each size as “3.5g = eighth_ounce”/)
    expect(screen.getByLabelText('Read it every (minutes)')).toHaveAccessibleDescription(/from 1 to 1440/)
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)

    await user.type(screen.getByLabelText('The export’s address'), 'http://10.0.0.5/menu.csv')
    await user.type(screen.getByLabelText('The point of sale’s id'), 'SKU')
    await user.clear(screen.getByLabelText('Sizes'))
    await user.clear(screen.getByLabelText('Read it every (minutes)'))
    await user.type(screen.getByLabelText('Read it every (minutes)'), '5')
    await user.click(screen.getByRole('button', { name: 'Save the feed' }))
    await waitFor(() => expect(screen.getByLabelText('The export’s address')).toHaveAccessibleDescription(/private address/))
  })

  it('says how the last read went, and reads it now when asked', async () => {
    let ran = false
    const { user, server } = show(<Feed store={store} />, {
      [`GET ${at('/feed')}`]: () => ({
        status: 200,
        body: { feed: ran ? { ...kept, last_run_at: '2026-11-30T15:01:00Z', last_ok: true, last_message: '3 rows read: 2 products changed' } : kept },
      }),
      [`POST ${at('/feed/run')}`]: () => {
        ran = true
        return { status: 202, body: { feed: { ...kept, next_run_at: '2026-11-30T15:00:30Z' } } }
      },
    })
    const status = await screen.findByRole('region', { name: 'How it went' })
    expect(status).toHaveTextContent('failed. read the feed: the point of sale answered 503 Service Unavailable')
    expect(screen.getByLabelText('The export’s address')).toHaveValue(kept.url)
    expect(screen.getByLabelText('Sizes')).toHaveValue('3.5g = eighth_ounce')
    await user.click(within(status).getByRole('button', { name: 'Read it now' }))
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1))
    expect(await within(status).findByText(/synced\. 3 rows read: 2 products changed/, undefined, { timeout: 8000 })).toBeInTheDocument()
    expect(within(status).getByRole('button', { name: 'Read it now' })).toBeEnabled()
  })

  it('removes the feed after a confirmation', async () => {
    const { user, server } = show(<Feed store={store} />, {
      [`GET ${at('/feed')}`]: { status: 200, body: { feed: kept } },
      [`DELETE ${at('/feed')}`]: { status: 204 },
    })
    await user.click(await screen.findByRole('button', { name: 'Remove the feed' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the feed?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Removed the feed.')
    expect(await screen.findByRole('heading', { level: 2, name: 'Keep a feed' })).toBeInTheDocument()
  })
})
