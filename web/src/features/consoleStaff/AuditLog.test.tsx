import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeCall } from '../../lib/fakeFetch'
import { AuditLog } from './AuditLog'
import { at, forget, show, store } from './testing'
import type { AuditEntry } from './words'

afterEach(() => {
  cleanup()
  forget()
})

/** An entry as the server writes it; the contract types before and after as empty objects (map[string]any). */
type Recorded = Omit<AuditEntry, 'before' | 'after'> & { before: Record<string, unknown> | null; after: Record<string, unknown> | null }

const entry = (id: number, fields: Partial<Recorded>): Recorded => ({
  id,
  actor: 'staff:ada@shop.example',
  action: 'staff_role.change',
  subject: 'staff:7',
  before: null,
  after: null,
  created_at: '2026-11-28T19:05:00Z',
  ...fields,
})

const promoted = entry(44, {
  before: { email: 'bo@shop.example', role: 'budtender' },
  after: { email: 'bo@shop.example', role: 'manager' },
})
const made = entry(43, { actor: 'cli', action: 'token.create', subject: 'token:5', after: { name: 'front desk' } })
const viewed = entry(42, { actor: 'token:front desk', action: 'document.view', subject: 'reservation:812' })
const oldest = entry(12, { action: 'staff_role.grant', after: { email: 'bo@shop.example', role: 'budtender' } })

/** The audit log's pages: the newest (44, 43, 42) with next_before 42, then the older (12) with none. */
function pages(call: FakeCall) {
  const before = call.query.get('before')
  if (before === null) return { status: 200, body: { entries: [promoted, made, viewed], next_before: 42 } }
  if (before === '42') return { status: 200, body: { entries: [oldest], next_before: 0 } }
  return { status: 200, body: { entries: [], next_before: 0 } }
}


/** A cell's text without the column's name that labels it on a phone (hidden from screen readers, which read the header). */
function heard(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove())
  return copy.textContent ?? ''
}

describe('the store’s audit log', () => {
  it('shows when, who, the action, its subject and what changed, readably', async () => {
    show(<AuditLog store={store} />, { [`GET ${at('/audit')}`]: pages })
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toHaveFocus()
    const table = await screen.findByRole('table', { name: 'Latest changes' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Who', 'Action', 'Subject', 'Change'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const cells = rows.map((r) => within(r).getAllByRole('cell').map(heard))
    expect(cells).toEqual([
      ['ada@shop.example', 'Changed a role', 'Staff member #7', 'Email: bo@shop.exampleRole: budtender → manager'],
      ['The command line', 'Made an integration token', 'Integration token #5', 'Name: front desk'],
      ['Integration token “front desk”', 'Viewed ID photos', 'Reservation #812', 'No details'],
    ])
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Email: bo@shop.example', 'Role: budtender → manager'])
    expect(within(rows[0]!).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', '2026-11-28T19:05:00Z')
    expect(screen.queryByRole('link', { name: 'Newest' })).toBeNull()
  })

  it('pages to older entries with next_before, in the address, and back to the newest', async () => {
    const { user, router, server } = show(<AuditLog store={store} />, { [`GET ${at('/audit')}`]: pages })
    await screen.findByRole('table', { name: 'Latest changes' })
    expect(server.calls[0]?.query.has('before')).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Older' }))
    expect(await screen.findByRole('table', { name: 'Older changes' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?before=42')
    expect(server.calls.at(-1)?.query.get('before')).toBe('42')
    expect(screen.getByRole('heading', { level: 2, name: 'Older changes' })).toHaveFocus()
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('cell', { name: 'Gave a role' })).toBeInTheDocument()
    // The last page: no older one.
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull()

    await user.click(screen.getByRole('link', { name: 'Newest' }))
    expect(await screen.findByRole('table', { name: 'Latest changes' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('heading', { level: 2, name: 'Latest changes' })).toHaveFocus()
  })

  it('opens the page the address names', async () => {
    const { server } = show(<AuditLog store={store} />, { [`GET ${at('/audit')}`]: pages }, '/?before=42')
    expect(await screen.findByRole('table', { name: 'Older changes' })).toBeInTheDocument()
    expect(server.calls[0]?.query.get('before')).toBe('42')
    expect(screen.getByRole('link', { name: 'Newest' })).toBeInTheDocument()
  })

  it('says when there is nothing older', async () => {
    show(<AuditLog store={store} />, { [`GET ${at('/audit')}`]: pages }, '/?before=5')
    expect(await screen.findByText('There are no older changes.')).toBeInTheDocument()
  })

  it('says when nothing was recorded yet', async () => {
    show(<AuditLog store={store} />, { [`GET ${at('/audit')}`]: { status: 200, body: { entries: [], next_before: 0 } } })
    expect(await screen.findByText('Nothing has been recorded at this store yet.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
