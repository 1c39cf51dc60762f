import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SettingsChange } from './api'
import { READ_ONLY } from './Settings'
import { at, forget, manager, owner, settings, settingsAPI, show } from './testing'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const save = () => screen.getByRole('button', { name: 'Save settings' })

// Each test types through a long form in jsdom: seconds on a busy two-core machine.
describe('the settings', { timeout: 30_000 }, () => {
  it('shows a manager the settings read-only, with no save bar', async () => {
    show(manager)
    const monday = await screen.findByLabelText('Monday from (store hours)')
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument()
    expect(monday).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).toHaveAccessibleDescription(expect.stringContaining('without waiting for staff'))
    expect(screen.getByRole('button', { name: 'Add a special day' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
  })

  it('sends an owner’s changed hour and new closed day with the version read', async () => {
    const { user, calls } = show(owner)
    const from = await screen.findByLabelText('Monday from (store hours)')
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
    await screen.findByLabelText('Monday from (store hours)')
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

  it('keeps edits when the settings are read again, and starts again from what a save answers', async () => {
    const { user, client, calls } = show(owner)
    const auto = await screen.findByRole('checkbox', { name: 'Auto-confirm new reservations' })
    await user.click(auto)
    // Read again (another tab saved nothing; a refetch of any kind): the edit stays.
    await client.refetchQueries()
    await waitFor(() => expect(calls('GET', '/settings')).toHaveLength(2))
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).toBeChecked()
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()

    await user.click(save())
    expect(await screen.findByText('Saved the settings.')).toBeInTheDocument()
    await waitFor(() => expect(save()).toBeDisabled())
    expect(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' })).toBeChecked()
    // The form's controls were replaced: focus is on the heading, not lost to the page.
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toHaveFocus()
    // The next save is at the version the save answered.
    await user.click(screen.getByRole('checkbox', { name: 'Auto-confirm new reservations' }))
    await user.click(save())
    await waitFor(() => expect(calls('PUT', '/settings')).toHaveLength(2))
    expect((calls('PUT', '/settings')[1]!.body as SettingsChange).version).toBe(5)
  })

  it('shows and sends the items that stay when one is removed', async () => {
    const two = {
      ...settings,
      delivery_zones: [
        { name: 'Mission', zipcodes: ['94110'], fee: 5, min_amount: 50 },
        { name: 'SoMa', zipcodes: ['94103'], fee: 7, min_amount: 40 },
      ],
    }
    const { user, calls } = show(
      owner,
      settingsAPI({
        [`GET ${at('/settings')}`]: { status: 200, body: { settings: two } },
        [`PUT ${at('/settings')}`]: {
          status: 422,
          body: { code: 'invalid', message: 'These settings cannot be saved as they are: see the fields.', validations: { 'delivery_zones[0].zipcodes[1]': ['must be 5 digits'] } },
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Remove delivery zone 1' }))
    const zone = screen.getByRole('group', { name: 'Delivery zone 1' })
    expect(within(zone).getByLabelText('Name')).toHaveValue('SoMa')
    expect(within(zone).getByLabelText('ZIP codes')).toHaveValue('94103')
    expect(within(zone).getByLabelText('Fee (dollars)')).toHaveValue('7')
    expect(within(zone).getByLabelText('Smallest order (dollars)')).toHaveValue('40')
    expect(screen.queryByRole('group', { name: 'Delivery zone 2' })).toBeNull()
    await user.type(within(zone).getByLabelText('ZIP codes'), ', 9410')
    await user.click(save())

    await waitFor(() => expect(calls('PUT', '/settings')).toHaveLength(1))
    const body = calls('PUT', '/settings')[0]!.body as SettingsChange
    expect(body.delivery_zones).toEqual([{ name: 'SoMa', zipcodes: ['94103', '9410'], fee: 7, min_amount: 40 }])
    // An error of one ZIP code lands on the zone's ZIP codes.
    const zips = await within(zone).findByLabelText('ZIP codes')
    await waitFor(() => expect(zips).toHaveAttribute('aria-invalid', 'true'))
    expect(zips).toHaveAccessibleDescription(expect.stringContaining('must be 5 digits'))
  })

  it('keeps a mode’s own hours with every day closed, and says what that means', async () => {
    const { user } = show(owner)
    await user.click(await screen.findByRole('checkbox', { name: 'Pickup has hours of its own' }))
    const week = screen.getByRole('group', { name: 'Pickup hours' })
    expect(within(week).getByLabelText('Monday from (pickup hours)')).toHaveValue('09:00')
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()
    await user.click(within(week).getByLabelText('Monday open (pickup hours)'))
    await user.click(within(week).getByLabelText('Tuesday open (pickup hours)'))

    expect(screen.getByRole('checkbox', { name: 'Pickup has hours of its own' })).toBeChecked()
    expect(screen.getByRole('group', { name: 'Pickup hours' })).toHaveAccessibleDescription(
      'With no day open, pickup follows the store’s hours. To stop taking pickup reservations, untick “Take pickup reservations” under Fulfilment.',
    )
    // An empty week says what no week says: nothing to save.
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Sunday open (pickup hours)'))
    expect(screen.getByRole('group', { name: 'Pickup hours' })).not.toHaveAccessibleDescription(expect.stringContaining('follows'))
  })

  it('sends an owner’s look for messages, and a note emptied as none', async () => {
    const withNote = { ...settings, message_look: { ...settings.message_look, notes: { cancelled: 'Call us to reserve again.' } } }
    const { user, calls } = show(owner, settingsAPI({ [`GET ${at('/settings')}`]: { status: 200, body: { settings: withNote } } }))
    await user.type(await screen.findByLabelText('Band and button colour'), '#7c2d12')
    await user.type(screen.getByLabelText('Sign-off'), 'See you soon')
    await user.type(screen.getByLabelText('Words in “Ready for pickup”'), 'Side door.')
    await user.clear(screen.getByLabelText('Words in “Cancelled”'))
    await user.click(save())
    await waitFor(() => expect(calls('PUT', '/settings')).toHaveLength(1))
    const body = calls('PUT', '/settings')[0]!.body as SettingsChange
    expect(body.message_look).toEqual({ color: '#7c2d12', background_color: '', logo_url: '', sign_off: 'See you soon', notes: { ready_for_pickup: 'Side door.' } })
  })

  it('previews a kind of message in the look being edited, for a manager too', async () => {
    const preview = { kind: 'cancelled', subject: 'Your reservation #1042 has been cancelled', text: 'Cancelled.', html: '<p>Cancelled.</p>', sms: 'GGG: cancelled.', sms_sent: false }
    const { user, calls } = show(manager, settingsAPI({ [`POST ${at('/messages/preview')}`]: { status: 200, body: { preview } } }))
    const kind = await screen.findByLabelText('Message')
    expect(screen.getByLabelText('Band and button colour')).toBeDisabled()
    expect(kind).toBeEnabled()
    await user.selectOptions(kind, 'cancelled')
    await user.click(screen.getByRole('button', { name: 'Show the preview' }))
    await waitFor(() => expect(calls('POST', '/messages/preview')).toHaveLength(1))
    expect(calls('POST', '/messages/preview')[0]!.body).toEqual({ kind: 'cancelled', look: settings.message_look })
    const frame = await screen.findByTitle('The e-mail: Your reservation #1042 has been cancelled')
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', '<p>Cancelled.</p>')
    expect(screen.getByText('GGG: cancelled.')).toBeInTheDocument()
    expect(screen.getByText(/sends no text messages/)).toBeInTheDocument()
  })

  it('says why a look cannot be previewed', async () => {
    const refusal = { code: 'invalid', message: 'This look for messages cannot be shown as it is: see the fields.', validations: { 'look.color': ['must be a colour written #rrggbb'] } }
    const { user } = show(owner, settingsAPI({ [`POST ${at('/messages/preview')}`]: { status: 422, body: refusal } }))
    await user.type(await screen.findByLabelText('Band and button colour'), 'red')
    await user.click(screen.getByRole('button', { name: 'Show the preview' }))
    expect(await screen.findByText('How messages look, color: must be a colour written #rrggbb')).toBeInTheDocument()
    expect(screen.getByText(refusal.message)).toBeInTheDocument()
    expect(screen.queryByTitle(/The e-mail/)).toBeNull()
  })
})
