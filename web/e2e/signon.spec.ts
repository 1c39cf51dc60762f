import { expect, test, type Page } from './test'
import { expectAccessible } from './helpers'

// Single sign-on in the browser. The providers' scripts cannot load here
// (no network), so the page's instance keys are given client ids and the
// scripts are stood in for by fakes that hand over an ID token at once.
// The server under test has no provider set up, so it answers as a store
// without single sign-on; the success path fakes its answer too, and the
// page's script policy is given the providers' origins as such a server's is.

const fakeGoogle = `window.google = { accounts: { id: {
  initialize(o) { this.callback = o.callback },
  prompt() { this.callback({ credential: 'fake-google-id-token' }) },
} } }`
const fakeApple = `window.AppleID = { auth: {
  init() {},
  signIn: async () => ({ authorization: { id_token: 'fake-apple-id-token' }, user: { name: { firstName: 'Grace', lastName: 'Hopper' } } }),
} }`

async function withProviders(page: Page) {
  await page.route(/\/(login|register)(\?.*)?$/, async (route) => {
    const res = await route.fetch()
    const keys = '<script id="pistil-app-secrets" type="application/json">'
    const html = (await res.text()).replace(`${keys}{}`, `${keys}{"googleClientId":"test.apps.example","appleClientId":"com.example.web"}`)
    // A server with both providers set up lets their scripts' origins run (TestSignInScriptsInPolicy).
    const headers = res.headers()
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      "script-src 'self'",
      "script-src 'self' https://accounts.google.com https://appleid.cdn-apple.com",
    )
    await route.fulfill({ response: res, body: html, headers })
  })
  await page.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeGoogle }))
  await page.route(/appleid\.auth\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeApple }))
}

test('no sign-on buttons when the store set up no provider', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0)
})

test('the server’s refusal shows as a short message', async ({ page }) => {
  await withProviders(page)
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto('/register')
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeVisible()
  await expectAccessible(page, 'register with sign-on buttons')

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/id_tokens/apple'))
  await page.getByRole('button', { name: 'Continue with Apple' }).click()
  expect((await posted).postDataJSON()).toMatchObject({ id_token: 'fake-apple-id-token', first_name: 'Grace', last_name: 'Hopper', remember_me: true })
  await expect(page.getByRole('alert')).toHaveText('Sign in with Apple is not set up for this store.')
  expect(errors.some((e) => e.includes('Apple sign-in failed'))).toBe(true)
  await expect(page).toHaveURL(/\/register$/)
})

test('a Google sign-in keeps the session and goes where the shopper was headed', async ({ page }) => {
  await withProviders(page)
  await page.route('**/api/v1/auth/google_oauth2/callback', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { Authorization: 'Bearer fake-session-token' },
      body: JSON.stringify({
        user: { id: 99, email: 'kj@example.com', firstName: 'Katherine', lastName: 'Johnson', name: 'Katherine Johnson', ssoChannel: 'google' },
        errors: [],
      }),
    }),
  )
  // The session is made up, so the server would refuse it: once signed in, the app asks for the shopper's bag.
  await page.route('**/api/v1/carts/get_for_user**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ cart: null }) }),
  )
  await page.goto('/login?next=%2Fbrands')
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/google_oauth2/callback'))
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  expect((await posted).postDataJSON()).toMatchObject({ id_token: 'fake-google-id-token', remember_me: true })
  await expect(page).toHaveURL(/\/brands$/)
  expect(await page.evaluate(() => window.localStorage.getItem('pistil.auth.token'))).toBe('fake-session-token')
})
