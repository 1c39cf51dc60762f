import { test, expect, type Page } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible, screenshots } from './helpers'
import { suiteNow } from './clock'
import { dateIn, specialDayWords } from '../src/features/stores/hours'

// Issue 20's settings: an owner changes an hour and adds a closed
// holiday, and the shopper's store page shows both; a manager sees the settings read-only, and the server
// refuses the manager's save. Store 3 (Mile High Apothecary, Denver),
// which no other spec reads the hours of; the owner puts its settings
// back at the end. The holiday is a few days after the suite's now in the
// store's time zone, so the store page, which lists the days to come,
// shows it whenever the suite runs.

const store = 3
const about = `/stores/${store}/mile-high-apothecary/about`

/** Calls the console's API from the page, with the session's CSRF token: its status and JSON. */
async function consoleCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/v1/business/session')).json()
      const res = await fetch(`/api/v1/business${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: await res.json() }
    },
    { method, path, body },
  )
}

/** Sunday's row of the store page's hours, as the shopper reads it. */
const sunday = (page: Page) => page.getByRole('table', { name: 'Store hours' }).getByRole('row', { name: /sunday/i })

test('an owner changes an hour and adds a holiday, which the store page shows; a manager only looks', async ({ page: own, browser, baseURL }) => {
  // The owner's calls are the recorded ones (the default context's), checked against the contract.
  const shopper = await browser.newContext()
  const page = await shopper.newPage()
  await enrol(own, staffLink('settings-owner@shop.example', 'owner', store, baseURL!), 'settings-owner@shop.example')
  const before = await consoleCall(own, 'GET', `/stores/${store}/settings`)
  expect(before.status).toBe(200)
  const original = before.body.settings as {
    version: number
    time_zone_identifier: string
    hours: { working: { day: string; period: { from: string; to: string } }[] }
    special_days: unknown[]
  }
  const was = original.hours.working.find((h) => h.day === 'sunday')!.period
  const holidayDate = dateIn(original.time_zone_identifier, new Date(suiteNow() + 3 * 86_400_000))
  const holidayWords = specialDayWords({ date: holidayDate, closed: true, note: 'Stocktaking' })

  // The shopper's page, before.
  await page.goto(about)
  await expect(sunday(page)).toBeVisible()
  await expect(sunday(page)).not.toContainText('8:15 PM')

  await own.goto(`/business/stores/${store}/settings`)
  await expect(own.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(own.getByRole('button', { name: 'Save settings' })).toBeDisabled()
  await own.getByLabel('Sunday to (store hours)', { exact: true }).fill('20:15')
  await own.getByRole('button', { name: 'Add a special day' }).click()
  const holiday = own.getByRole('group', { name: `Special day ${original.special_days.length + 1}` })
  await holiday.getByLabel('Date').fill(holidayDate)
  await holiday.getByLabel('Note for shoppers').fill('Stocktaking')
  await expect(holiday.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked()
  await expect(own.getByText('You have unsaved changes.')).toBeVisible()
  await expectAccessible(own, 'console settings')
  await consoleScreenshots(own, 'console-settings')
  await own.getByRole('button', { name: 'Save settings' }).click()
  await expect(own.getByText('Saved the settings.')).toBeVisible()
  await expect(own.getByRole('button', { name: 'Save settings' })).toBeDisabled()
  // The form starts again from what was saved, and focus stays on the screen.
  await expect(own.getByRole('heading', { name: 'Settings', level: 1 })).toBeFocused()

  // The shopper sees the new closing time once the page is read again.
  await expect
    .poll(
      async () => {
        await page.reload()
        await expect(sunday(page)).toBeVisible()
        return sunday(page).innerText()
      },
      { timeout: 30_000 },
    )
    .toContain('8:15 PM')
  await expect(page.getByRole('list', { name: 'Special days' })).toContainText(holidayWords)
  await expectAccessible(page, 'store about with special days')

  // The manager sees the settings, and nothing to change them with.
  const manager = await browser.newContext()
  const mgr = await manager.newPage()
  await enrol(mgr, staffLink('settings-mgr@shop.example', 'manager', store, baseURL!), 'settings-mgr@shop.example')
  await mgr.goto(`/business/stores/${store}/settings`)
  await expect(mgr.getByText('You can see these settings; only an owner can change them.')).toBeVisible()
  const sundayTo = mgr.getByLabel('Sunday to (store hours)', { exact: true })
  await expect(sundayTo).toBeDisabled()
  await expect(sundayTo).toHaveValue('20:15')
  await expect(mgr.getByRole('button', { name: 'Save settings' })).toHaveCount(0)
  await expectAccessible(mgr, 'console settings, read-only')
  const current = await consoleCall(mgr, 'GET', `/stores/${store}/settings`)
  expect(current.status).toBe(200)
  const refused = await consoleCall(mgr, 'PUT', `/stores/${store}/settings`, current.body.settings)
  expect(refused.status).toBe(403)
  expect(refused.body.message).toBe("A manager cannot change the store's settings.")
  await manager.close()

  // The owner puts Sunday and the special days back as they were.
  const now = (await consoleCall(own, 'GET', `/stores/${store}/settings`)).body.settings as typeof original
  now.hours.working = now.hours.working.map((h) => (h.day === 'sunday' ? { ...h, period: was } : h))
  now.special_days = original.special_days
  expect((await consoleCall(own, 'PUT', `/stores/${store}/settings`, now)).status).toBe(200)
  await shopper.close()
})

// Issue 22's look for messages: the owner of store 3 types a colour, a
// sign-off and words for "ready for pickup", and the preview shows the
// e-mail in them (in a frame that runs nothing) and the text message,
// before anything is saved; the owner then discards the draft, so no
// other spec's mail changes.
test('an owner previews a message to shoppers in a look not yet saved', async ({ page, baseURL }) => {
  await enrol(page, staffLink('look-owner@shop.example', 'owner', store, baseURL!), 'look-owner@shop.example')
  await page.goto(`/business/stores/${store}/settings`)
  await page.getByLabel('Band and button colour').fill('#1e3a8a')
  await page.getByLabel('Sign-off').fill('See you soon, the Mile High team')
  await page.getByLabel('Words in “Ready for pickup”').fill('Ring the bell at the side door.')
  await page.getByLabel('Message', { exact: true }).selectOption('ready_for_pickup')
  await page.getByRole('button', { name: 'Show the preview' }).click()

  const frame = page.getByTitle('The e-mail: Your reservation #1042 is ready for pickup')
  await expect(frame).toHaveAttribute('sandbox', '')
  const mail = frame.contentFrame()
  await expect(mail.getByRole('heading', { name: 'Ready for pickup', level: 1 })).toBeVisible()
  await expect(mail.getByText('Mile High Apothecary', { exact: true })).toHaveCSS('background-color', 'rgb(30, 58, 138)')
  await expect(mail.getByText('Ring the bell at the side door.')).toBeVisible()
  await expect(mail.getByRole('link', { name: 'See your reservation' })).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expect(page.getByText(/^Mile High Apothecary: your reservation #1042 is ready for pickup\. Ring the bell at the side door\. See you soon, the Mile High team http/)).toBeVisible()
  await page.getByText('The e-mail as plain text').click()
  await expect(page.locator('pre')).toContainText('Ring the bell at the side door.\n\nSee your reservation at any time:')
  await expectAccessible(page, 'console settings, message preview')
  await consoleScreenshots(page, 'console-message-preview')
  // The e-mail itself, which runs no script in its frame, checked as a page of its own.
  const html = await frame.getAttribute('srcdoc')
  const alone = await page.context().newPage()
  await alone.setContent(html!)
  await expectAccessible(alone, 'the e-mail to a shopper')
  await screenshots(alone, 'mail-ready-for-pickup', [375, 1440])
  await alone.close()

  // A colour that is none is refused by the preview, in words.
  await page.getByLabel('Band and button colour').fill('navy')
  await page.getByRole('button', { name: 'Show the preview' }).click()
  await expect(page.getByText('How messages look, color: must be a colour written #rrggbb')).toBeVisible()
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page.getByText('No unsaved changes.')).toBeVisible()
})
