import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeCall } from '../../lib/fakeFetch'
import { People } from './People'
import { at, forget, show, store } from './testing'
import type { StaffPerson } from './words'

const ada: StaffPerson = { id: 3, email: 'ada@shop.example', name: 'Ada Lovelace', role: 'owner', state: 'active' }
const bo: StaffPerson = { id: 7, email: 'bo@shop.example', name: 'Bo Ng', role: 'budtender', state: 'enrolling' }
const cy: StaffPerson = { id: 9, email: 'cy@shop.example', name: '', role: 'manager', state: 'expired' }
const lastOwner = { status: 409, body: { code: 'conflict', message: 'A store needs an owner: make someone else owner first.' } }

afterEach(() => {
  cleanup()
  forget()
})

/** The row of the table whose row header is email. */
const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!

describe('the store’s people', () => {
  it('lists each person’s address, name, role and state in words', async () => {
    show(<People store={store} me={3} />, { [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada, bo, cy] } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toHaveFocus()
    const table = await screen.findByRole('table', { name: 'Staff' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Name', 'Role', 'State', 'Actions'])
    const row = within(rowOf('bo@shop.example'))
    expect(row.getByRole('cell', { name: 'Bo Ng' })).toBeInTheDocument()
    expect(row.getByRole('combobox', { name: 'Role of Bo Ng' })).toHaveValue('budtender')
    expect(row.getByText('Setting up the authenticator app')).toBeInTheDocument()
    expect(within(rowOf('cy@shop.example')).getByText('Not given')).toBeInTheDocument()
    expect(within(rowOf('cy@shop.example')).getByText('Invitation expired: invite them again')).toBeInTheDocument()
    expect(within(rowOf('cy@shop.example')).getByRole('combobox', { name: 'Role of cy@shop.example' })).toHaveValue('manager')
  })

  it('checks an invitation’s address before sending it', async () => {
    const { user, server } = show(<People store={store} me={3} />, { [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada] } } })
    await screen.findByRole('table', { name: 'Staff' })
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please fill out this field.')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    await user.type(screen.getByLabelText('Email'), 'not an address')
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email address.')
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('shows the server’s refusal beside its field, focused', async () => {
    const { user } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada] } },
      [`POST ${at('/staff')}`]: {
        status: 422,
        body: { code: 'invalid', message: 'Validation failed', validations: { name: ['Please keep the name to 100 characters.'] } },
      },
    })
    await user.type(await screen.findByLabelText('Email'), 'dee@shop.example')
    await user.type(screen.getByLabelText('Name'), 'Dee')
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please keep the name to 100 characters. Optional: how the console greets them.'))
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  it('shows a refusal that names no field above the form', async () => {
    const { user } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada] } },
      [`POST ${at('/staff')}`]: { status: 403, body: { code: 'forbidden', message: 'A manager cannot manage staff.' } },
    })
    await user.type(await screen.findByLabelText('Email'), 'dee@shop.example')
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('A manager cannot manage staff.')
    expect(alert).toHaveFocus()
  })

  it('invites an address to a role, with the CSRF token, and lists them', async () => {
    const dee: StaffPerson = { id: 11, email: 'dee@shop.example', name: 'Dee', role: 'manager', state: 'invited' }
    const { user, server } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada] } },
      [`POST ${at('/staff')}`]: { status: 200, body: { staff: [ada, dee] } },
    })
    await user.type(await screen.findByLabelText('Email'), ' dee@shop.example ')
    await user.type(screen.getByLabelText('Name'), 'Dee')
    expect(screen.getByLabelText('Role')).toHaveValue('budtender')
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager')
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(await screen.findByRole('rowheader', { name: 'dee@shop.example' })).toBeInTheDocument()
    expect(within(rowOf('dee@shop.example')).getByText('Invited: has not set a password yet')).toBeInTheDocument()
    const post = server.calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({ email: 'dee@shop.example', name: 'Dee', role: 'manager' })
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invited dee@shop.example as a manager at Golden Gate Greenhouse. They get an e-mail saying what to do next.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  it('saves a changed role and says so', async () => {
    const { user, server } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada, bo] } },
      [`PUT ${at('/staff/7')}`]: { status: 200, body: { staff: [ada, { ...bo, role: 'manager' }] } },
    })
    const row = within(await screen.findByRole('rowheader', { name: 'bo@shop.example' }).then((h) => h.closest('tr')!))
    await user.selectOptions(row.getByRole('combobox', { name: 'Role of Bo Ng' }), 'Manager')
    await user.click(row.getByRole('button', { name: 'Save the role of Bo Ng' }))
    expect(await screen.findByText('Saved: Bo Ng is now a manager.')).toBeInTheDocument()
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { role: 'manager' } })
    expect(row.getByRole('combobox', { name: 'Role of Bo Ng' })).toHaveValue('manager')
    expect(row.getByRole('button', { name: 'Save the role of Bo Ng' })).toHaveFocus()
  })

  it('sends nothing for a role that did not change', async () => {
    const { user, server } = show(<People store={store} me={3} />, { [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada, bo] } } })
    await user.click(await screen.findByRole('button', { name: 'Save the role of Bo Ng' }))
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to save: Bo Ng is already a budtender.')
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it('shows why the last owner cannot be demoted', async () => {
    const { user } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada, bo] } },
      [`PUT ${at('/staff/3')}`]: lastOwner,
    })
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' }), 'Budtender')
    await user.click(screen.getByRole('button', { name: 'Save the role of Ada Lovelace' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('A store needs an owner: make someone else owner first.')
    expect(alert).toHaveFocus()
  })

  it('removes someone after a confirmation, and says so', async () => {
    let removed = false
    const { user, server } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: () => ({ status: 200, body: { staff: removed ? [ada] : [ada, bo] } }),
      [`DELETE ${at('/staff/7')}`]: () => {
        removed = true
        return { status: 204 }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Remove Bo Ng' }))
    let dialog = screen.getByRole('dialog', { name: 'Remove Bo Ng from Golden Gate Greenhouse?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.calls.filter((c: FakeCall) => c.method === 'DELETE')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Remove Bo Ng' }))
    dialog = screen.getByRole('dialog', { name: 'Remove Bo Ng from Golden Gate Greenhouse?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Removed Bo Ng from Golden Gate Greenhouse.')
    expect(screen.getByRole('heading', { level: 2, name: 'Staff' })).toHaveFocus()
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'bo@shop.example' })).toBeNull())
    expect(server.calls.find((c) => c.method === 'DELETE')?.headers.get('X-CSRF-Token')).toBe('csrf-ada')
  })

  it('keeps the last owner and shows the server’s message in the dialog', async () => {
    const { user } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: { status: 200, body: { staff: [ada, bo] } },
      [`DELETE ${at('/staff/3')}`]: lastOwner,
    })
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove yourself from Golden Gate Greenhouse?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A store needs an owner: make someone else owner first.')
    expect(screen.getByRole('rowheader', { name: 'ada@shop.example' })).toBeInTheDocument()
  })

  it('offers to try again when the list cannot be read', async () => {
    let failed = false
    const { user } = show(<People store={store} me={3} />, {
      [`GET ${at('/staff')}`]: () => {
        if (failed) return { status: 200, body: { staff: [ada] } }
        failed = true
        return { status: 503, body: { code: 'unavailable', message: 'Try again in a moment.' } }
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be read: Try again in a moment.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('rowheader', { name: 'ada@shop.example' })).toBeInTheDocument()
  })
})
