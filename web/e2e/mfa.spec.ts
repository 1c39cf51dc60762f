import { expect, test, type Page } from './test'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'
import { latestMail } from './mail'
import { startServer, type ExtraServer } from './server'

// The suite's server runs without the mfa_check flag, so this spec starts
// its own, with the flag and an empty catalogue, on PISTIL_E2E_MFA_PORT (by
// default the suite's port + 1000).
const port = Number(process.env.PISTIL_E2E_MFA_PORT ?? Number(process.env.PISTIL_E2E_PORT ?? 18080) + 1000)
const base = `http://127.0.0.1:${port}`
let server: ExtraServer | undefined

test.beforeAll(async () => {
  server = await startServer(port, ['-seed', 'none', '-features', 'mfa_check'])
})

test.afterAll(() => server?.stop())

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('a login from a new device asks for the code sent by e-mail', async ({ browser }) => {
  const email = `hedy+${Date.now()}@example.com`
  // The device that opens the registration link is known to the account.
  const laptop = await browser.newContext()
  const first = await laptop.newPage()
  await first.goto(`${base}/register`)
  await first.getByLabel('First name').fill('Hedy')
  await first.getByLabel('Email').fill(email)
  await first.getByLabel('Password').fill('frequency-hopping')
  await first.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(first, email)
  await expect(first).toHaveURL(`${base}/`)
  await first.goto(`${base}/logout`)
  await expect(first).toHaveURL(`${base}/`)
  await logIn(first, email, 'frequency-hopping')
  await expect(first).toHaveURL(`${base}/`)
  await expect(first.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible()
  await laptop.close()

  // Another browser is a new device: the password is not enough.
  const phone = await browser.newContext()
  const page = await phone.newPage()
  await logIn(page, email, 'frequency-hopping')
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  await expect(page.getByText(/We sent a message with a 6-character code to h•••@example\.com/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send the code by text message instead' })).toHaveCount(0)
  const input = page.getByLabel('Verification code')
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(input).toHaveAttribute('maxlength', '6')
  await expectAccessible(page, 'verification code')

  const mail = await latestMail(email, 'Your Pistil verification code')
  const code = /code is ([A-Z0-9]{6})/.exec(mail.text)?.[1]
  expect(code, mail.text).toBeTruthy()
  const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'

  // A wrong code is said so, as soon as it is complete.
  await input.fill(wrong.toLowerCase())
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please check it and try again.')
  await expect(input).toHaveValue(wrong)
  await expectAccessible(page, 'verification code refused')
  await screenshots(page, 'verification-code')

  // The right one, typed with a space and in lower case, signs in by itself.
  await input.fill('')
  await input.pressSequentially(`${code!.slice(0, 3).toLowerCase()} ${code!.slice(3).toLowerCase()}`)
  await expect(page).toHaveURL(`${base}/`)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible()

  // From now on this device is known.
  await page.goto(`${base}/logout`)
  await expect(page).toHaveURL(`${base}/`)
  await logIn(page, email, 'frequency-hopping')
  await expect(page).toHaveURL(`${base}/`)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible()
  await phone.close()
})
