import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SettingsChange } from './api'
import { READ_ONLY } from './Settings'
import { at, forget, manager, owner, settingsAPI, show } from './testing'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const save = () => screen.getByRole('button', { name: 'Save settings' })

describe('the settings', () => {
  it('shows a manager the settings read-only, with no save bar', async () => {
    show(manager)
    const monday = await screen.findByLabelText('Monday from')
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument()
    expect(monday).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add a special day' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
  })

  it('sends an owner’s changed hour and new closed day with the version read', async () => {
    const { user, calls } = show(owner)
    const from = await screen.findByLabelText('Monday from')
    expect(save()).toBeDisabled()
    await user.clear(from)
    await user.type(from, '07:15')
    await user.click(screen.getByRole('button', { name: 'Add a special day' }))
    const day = screen.getByRole('group', { name: 'Special day 1' })
    await user.type(within(day).getByLabelText('Date'), '2026-12-25')
    await user.type(within(day).getByLabelText('Note for shoppers'), 'Christmas')
    await user.click(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' }))
    await user.click(screen.getByRole('checkbox', { name: 'Being prepared' }))
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()
    await user.click(save())

    await waitFor(() => expect(calls('PUT', '/settings')).toHaveLength(1))
    const body = calls('PUT', '/settings')[0]!.body as SettingsChange
    expect(body.version).toBe(4)
    expect(body.hours?.working?.[0]).toEqual({ day: 'monday', period: { from: '07:15', to: '21:00' } })
    expect(body.special_days).toEqual([{ date: '2026-12-25', closed: true, note: 'Christmas' }])
    expect(body.auto_confirm).toBe(true)
    expect(body.shopper_messages_off).toEqual(['preparing'])
    expect(body.delivery_zones?.[0]?.zipcodes).toEqual(['94110'])
    expect(await screen.findByText('Saved the settings.')).toBeInTheDocument()
    // The form starts again from what was saved: nothing left to save.
    await waitFor(() => expect(save()).toBeDisabled())
  })

  it('refuses a number that is not one before sending', async () => {
    const { user, calls } = show(owner)
    await screen.findByLabelText('Monday from')
    const lead = within(screen.getByRole('group', { name: 'Pickup' })).getByLabelText('Lead time (minutes)')
    await user.clear(lead)
    await user.type(lead, 'soon')
    await user.click(save())
    expect(await screen.findByText('Some numbers are not numbers: see the fields.')).toHaveFocus()
    expect(screen.getByText('Pickup, lead time minutes: Please enter a number.')).toBeInTheDocument()
    expect(lead).toHaveAttribute('aria-invalid', 'true')
    expect(calls('PUT', '/settings')).toHaveLength(0)
  })

  it('shows the server’s refusal by field', async () => {
    const { user } = show(
      owner,
      settingsAPI({
        [`PUT ${at('/settings')}`]: {
          status: 422,
          body: { code: 'invalid', message: 'These settings cannot be saved as they are: see the fields.', validations: { 'special_days[0].date': ['must be a date YYYY-MM-DD'] } },
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Add a special day' }))
    await user.click(save())
    expect(await screen.findByText('Special day 1, date: must be a date YYYY-MM-DD')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Special day 1' })).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says when someone changed the settings since, and reloads them', async () => {
    const conflict = 'These settings were changed since you opened them. Reload them to see the change, then make yours again.'
    const { user } = show(owner, settingsAPI({ [`PUT ${at('/settings')}`]: { status: 409, body: { code: 'conflict', message: conflict, version: 5 } } }))
    await user.click(await screen.findByRole('checkbox', { name: 'Auto-confirm new reservations' }))
    await user.click(save())
    expect(await screen.findByText(conflict)).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Reload settings' }))
    await waitFor(() => expect(screen.queryByText(conflict)).toBeNull())
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).not.toBeChecked()
  })
})
