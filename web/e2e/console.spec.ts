import { test, expect } from './test'
import { consoleScreenshots, enrol, sendPastThrottle, staffLink, totp } from './console'
import { expectAccessible } from './helpers'
import { latestMail } from './mail'

// The store console's sign-in (docs/adr/0022-store-console.md, section 1
// and plan step 1): an owner opens the welcome link the command line
// printed, chooses a password, enrols an authenticator app, reaches the
// console; signs in again on a second device with the app's next code;
// signs out everywhere, which ends both sessions.
test('an owner takes a welcome link to the console, signs in again and signs out everywhere', async ({ page, browser, baseURL }) => {
  const email = 'console-owner@shop.example'
  const link = staffLink(email, 'owner', 1, baseURL!)
  expect(link).toMatch(new RegExp(`^${baseURL}/business/welcome/[A-Za-z0-9_-]{43}$`))

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'console welcome')
  await consoleScreenshots(page, 'console-welcome')
  const staff = await enrol(page, link, email)
  expect(staff.recovery).toHaveLength(10)
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Owner/ })).toBeVisible()
  await expectAccessible(page, 'console home')
  await consoleScreenshots(page, 'console-home')
  // The link works once.
  const again = await browser.newContext()
  const used = await again.newPage()
  await used.goto(link)
  await used.getByLabel('New password').fill('console-password-2')
  await used.getByLabel('Confirm the password').fill('console-password-2')
  await sendPastThrottle(used, 'Set my password')
  await expect(used.getByText(/expired or was already used/)).toBeVisible()

  // A second device signs in with the password and the app's next code.
  await used.goto('/business')
  await expect(used.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await expectAccessible(used, 'console sign-in')
  await consoleScreenshots(used, 'console-sign-in')
  await used.getByLabel('Email').fill(email)
  await used.getByLabel('Password').fill(staff.password)
  // Each of these goes through the server's sign-in throttle, which the suite's earlier sign-ins may have used up.
  await sendPastThrottle(used, 'Continue')
  await used.getByLabel('Six-digit code').fill(totp(staff.key, 1))
  await expectAccessible(used, 'console second step')
  await sendPastThrottle(used, 'Sign in', () => used.getByLabel('Six-digit code').fill(totp(staff.key, 1)))
  await expect(used.getByRole('heading', { name: /Hello/ })).toBeVisible()

  // Signing out everywhere from the second device ends the first one's session too.
  await used.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(used.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await again.close()
})

// The owner's screens (plan step 2): an owner invites a budtender from the
// People screen; the invitation's link arrives by mail; the budtender
// enrols and reaches the store, and the owner's screens are closed to them
// by the server (403) as well as in the console.
test('an owner invites a budtender by mail; the budtender can neither manage staff nor edit specials', async ({ page, browser, baseURL, request }) => {
  const owner = 'people-owner@shop.example'
  await enrol(page, staffLink(owner, 'owner', 1, baseURL!), owner)
  await page.getByRole('link', { name: 'Fog City Botanicals' }).click()
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'People' }).click()
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill('people-bud@shop.example')
  await page.getByLabel('Name', { exact: true }).fill('Bo')
  await page.getByLabel('Role', { exact: true }).selectOption('budtender')
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByRole('status')).toContainText('Invited people-bud@shop.example')
  await expect(page.getByRole('row', { name: /people-bud@shop\.example/ })).toContainText('Invited')
  await expectAccessible(page, 'console people')
  await consoleScreenshots(page, 'console-people')
  for (const [link, name] of [
    ['Integration tokens', 'console-tokens'],
    ['Audit log', 'console-audit'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible()
    await expectAccessible(page, name)
    await consoleScreenshots(page, name)
  }
  await expect(page.getByRole('table')).toContainText('people-bud@shop.example')

  const mail = await latestMail('people-bud@shop.example', 'Your invitation to the store console of Fog City Botanicals')
  const link = /https?:\/\/\S+\/business\/welcome\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  const budContext = await browser.newContext()
  const bud = await budContext.newPage()
  await enrol(bud, link!, 'people-bud@shop.example')
  await bud.getByRole('link', { name: 'Fog City Botanicals' }).click()
  const nav = bud.getByRole('navigation', { name: 'Store' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0)
  await bud.goto('/business/stores/1/staff')
  await expect(bud.getByRole('heading', { name: 'Not open to your role' })).toBeVisible()
  // The server refuses it whatever the page shows.
  const refused = await bud.request.get('/api/v1/business/stores/1/staff')
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe('A budtender cannot manage staff.')
  // A budtender's attempt to edit a special, made by the console's own page (its cookie, Origin and CSRF token),
  // is refused by the server.
  const special = await bud.evaluate(async () => {
    const session = await (await fetch('/api/v1/business/session')).json()
    const res = await fetch('/api/v1/business/stores/1/specials', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
      body: JSON.stringify({ title: '20% off flower', special_type: 'product', discount_percent: 20 }),
    })
    return { status: res.status, message: (await res.json()).message }
  })
  expect(special).toEqual({ status: 403, message: 'A budtender cannot edit specials.' })
  // And an anonymous caller is signed out.
  expect((await request.get('/api/v1/business/stores/1/staff')).status()).toBe(401)
  await budContext.close()
})
