import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StaffStore } from '../../lib/staffSession'
import type { TokenInfo } from './api'
import { at, forget, show, store } from './testing'
import { Tokens } from './Tokens'

const desk: TokenInfo = { id: 5, name: 'front desk', stores: [1], created_at: '2026-11-20T17:00:00Z', last_used_at: '2026-11-28T15:30:00Z', revoked_at: null }
const pos: TokenInfo = { id: 6, name: 'POS sync', stores: [1], created_at: '2026-11-21T17:00:00Z', last_used_at: null, revoked_at: null }
const old: TokenInfo = { id: 2, name: 'old tablet', stores: [1], created_at: '2026-10-01T17:00:00Z', last_used_at: null, revoked_at: '2026-11-01T17:00:00Z' }
const secret = 'pst_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'

afterEach(() => {
  cleanup()
  forget()
})

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!)

describe('the store’s integration tokens', () => {
  it('lists each token’s name, when it was made, last used and revoked, and never the token', async () => {
    show(<Tokens store={store} />, { [`GET ${at('/tokens')}`]: { status: 200, body: { tokens: [desk, pos, old] } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Integration tokens' })).toHaveFocus()
    const table = await screen.findByRole('table', { name: 'Tokens' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Stores', 'Made', 'Last used', 'Revoked', 'Actions'])
    const made = rowOf('front desk').getAllByRole('cell')[1]!.querySelector('time')
    expect(made).toHaveAttribute('datetime', '2026-11-20T17:00:00Z')
    expect(made?.textContent).toMatch(/^Nov 20, 2026/)
    expect(rowOf('front desk').getByRole('cell', { name: 'This store' })).toBeInTheDocument()
    expect(rowOf('POS sync').getByRole('cell', { name: 'Never' })).toBeInTheDocument()
    expect(rowOf('POS sync').getByRole('cell', { name: 'No' })).toBeInTheDocument()
    expect(rowOf('front desk').getByRole('button', { name: 'Revoke the token “front desk”' })).toBeInTheDocument()
    expect(rowOf('old tablet').queryByRole('button')).toBeNull()
    expect(rowOf('old tablet').getAllByRole('cell')[3]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-01T17:00:00Z')
  })

  it('asks for a name', async () => {
    const { user, server } = show(<Tokens store={store} />, { [`GET ${at('/tokens')}`]: { status: 200, body: { tokens: [] } } })
    expect(await screen.findByText('This store has no tokens yet.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Name'), '   ')
    await user.click(screen.getByRole('button', { name: 'Make the token' }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/^Please fill out this field\./)
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('shows the server’s refusal of a name beside the field', async () => {
    const { user } = show(<Tokens store={store} />, {
      [`GET ${at('/tokens')}`]: { status: 200, body: { tokens: [] } },
      [`POST ${at('/tokens')}`]: {
        status: 422,
        body: { code: 'invalid', message: 'Validation failed', validations: { name: ['Please name the token (at most 100 characters), e.g. "front desk".'] } },
      },
    })
    await user.type(await screen.findByLabelText('Name'), 'x')
    await user.click(screen.getByRole('button', { name: 'Make the token' }))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/^Please name the token/))
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  it('makes a token and shows it once, to copy', async () => {
    let made = false
    const { user, server } = show(<Tokens store={store} />, {
      [`GET ${at('/tokens')}`]: () => ({ status: 200, body: { tokens: made ? [desk, pos] : [desk] } }),
      [`POST ${at('/tokens')}`]: () => {
        made = true
        return { status: 201, body: { token: secret } }
      },
    })
    await user.type(await screen.findByLabelText('Name'), ' POS sync ')
    await user.click(screen.getByRole('button', { name: 'Make the token' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Copy the token “POS sync” now' })).toHaveFocus()
    const post = server.calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({ name: 'POS sync' })
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(screen.getByText('It is shown only this once.')).toBeInTheDocument()
    expect(screen.getByLabelText('Token')).toHaveValue(secret)
    expect(screen.getByLabelText('Token')).toHaveAttribute('readonly')
    // The list is read again, and shows the new token by its name only.
    expect(await screen.findByRole('rowheader', { name: 'POS sync' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Tokens' })).not.toHaveTextContent(secret)

    await user.click(screen.getByRole('button', { name: 'Copy the token' }))
    expect(await screen.findByText('Copied. Paste it into the system that uses it.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(secret)

    await user.click(screen.getByRole('button', { name: 'I have copied it' }))
    expect(screen.queryByLabelText('Token')).toBeNull()
    expect(screen.queryByText(secret)).toBeNull()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('revokes a token after a confirmation, and says so', async () => {
    let revoked = false
    const { user, server } = show(<Tokens store={store} />, {
      [`GET ${at('/tokens')}`]: () => ({ status: 200, body: { tokens: [revoked ? { ...desk, revoked_at: '2026-11-28T18:00:00Z' } : desk] } }),
      [`DELETE ${at('/tokens/5')}`]: () => {
        revoked = true
        return { status: 204 }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Revoke the token “front desk”' }))
    let dialog = screen.getByRole('dialog', { name: 'Revoke the token “front desk”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Revoke the token “front desk”' }))
    dialog = screen.getByRole('dialog', { name: 'Revoke the token “front desk”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Revoked the token “front desk”. Whatever used it is refused from now on.')
    expect(screen.getByRole('heading', { level: 2, name: 'Tokens' })).toHaveFocus()
    await waitFor(() => expect(rowOf('front desk').queryByRole('button')).toBeNull())
    expect(server.calls.find((c) => c.method === 'DELETE')?.headers.get('X-CSRF-Token')).toBe('csrf-ada')
  })

  it('makes a chain’s token that also covers other stores of the same person, and lists the stores a token covers', async () => {
    const denver: StaffStore = { ...store, store_id: 2, store_name: 'Mile High Apothecary' }
    const boulder: StaffStore = { ...store, store_id: 3, store_name: 'Flatirons Flower' }
    const chain: TokenInfo = { ...pos, id: 7, name: 'chain POS', stores: [2, 1, 9] }
    const { user, server } = show(<Tokens store={store} others={[denver, boulder]} />, {
      [`GET ${at('/tokens')}`]: { status: 200, body: { tokens: [chain] } },
      [`POST ${at('/tokens')}`]: { status: 201, body: { token: secret } },
    })
    await screen.findByRole('rowheader', { name: 'chain POS' })
    expect(rowOf('chain POS').getByRole('cell', { name: 'Mile High Apothecary, Golden Gate Greenhouse, Store 9' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Name'), 'chain POS 2')
    const also = screen.getByRole('group', { name: 'Also for these stores' })
    await user.click(within(also).getByRole('checkbox', { name: 'Flatirons Flower' }))
    await user.click(screen.getByRole('button', { name: 'Make the token' }))
    await screen.findByRole('heading', { level: 2, name: 'Copy the token “chain POS 2” now' })
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'chain POS 2', also_store_ids: [3] })
  })
})
