import { expect, test, type Page } from './test'
import { suiteNow } from './clock'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'

const PASSWORD = 'difference-engine'

async function register(page: Page, first: string): Promise<string> {
  const email = `${first.toLowerCase()}+${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('First name').fill(first)
  await page.getByLabel('Last name').fill('Babbage')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(page, email)
  await expect(page).toHaveURL(/\/$/)
  return email
}

async function logOut(page: Page) {
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible()
}

test.describe('the login modal', () => {
  // A guest on an account page gets the login modal over the page, and is on
  // the page once logged in from it; closing it goes home.
  test('a guest hits the login prompt on a protected page and logs in from it', async ({ page }) => {
    const email = await register(page, 'Charles')
    await logOut(page)

    await page.goto('/profile')
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(dialog.getByText('Log in to see your account.')).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await expectAccessible(page, 'login modal on /profile')
    await screenshots(page, 'login-modal')

    // Escape closes it without logging in: home.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)

    await page.goto('/profile')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog.getByText('Please fill out this field.')).toHaveCount(2)
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The email or password is incorrect.')
    await dialog.getByLabel('Password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { name: 'Charles Babbage', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible()
  })

  // A signed-in shopper whose token the server no longer accepts gets the
  // login modal on the next call that needs it, not another page; logged in
  // again, the same page carries on. The settings page toggles promotions.
  test('an invalid token opens the login modal over the page; settings toggle promotions', async ({ page }) => {
    const email = await register(page, 'Ada')
    await page.goto('/profile')
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/profile\/settings$/)
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    for (const name of ['Edit your profile', 'Change your password', 'Identification', 'Contact us']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible()
    }
    const optOut = page.getByLabel('Do not send me promotions')
    await expect(optOut).not.toBeChecked()
    await optOut.check()
    await expect(page.getByRole('status').filter({ hasText: 'Profile has been updated' })).toBeVisible()
    await expect(optOut).toBeChecked()
    await expectAccessible(page, 'settings')
    await screenshots(page, 'profile-settings')
    await page.reload()
    await expect(page.getByLabel('Do not send me promotions')).toBeChecked()

    // The token goes bad while the page is open: the next call is refused.
    await page.evaluate(() => localStorage.setItem('pistil.auth.token', 'tampered.token.value'))
    // (click, not uncheck: the page behind the modal changes before the box would.)
    await page.getByLabel('Do not send me promotions').click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/profile\/settings$/)
    expect(await page.evaluate(() => localStorage.getItem('pistil.auth.token'))).toBeNull()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in', includeHidden: true })).toBeAttached()
    await expectAccessible(page, 'login modal after an invalid token')

    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/profile\/settings$/)
    await expect(page.getByLabel('Do not send me promotions')).toBeChecked()
    await page.getByLabel('Do not send me promotions').uncheck()
    await expect(page.getByLabel('Do not send me promotions')).not.toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: 'Profile has been updated' }).first()).toBeVisible()
  })

  test('the contact page checks its fields in the spec words', async ({ page }) => {
    await register(page, 'Mary')
    await page.goto('/profile')
    await page.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/profile\/contactUs$/)
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Please fill out this field.')).toHaveCount(2)
    await expect(page.getByLabel('Message')).toHaveAttribute('maxlength', '2000')
    await expectAccessible(page, 'contact us with errors')
    await screenshots(page, 'contact-us')

    // Sent: the help team gets it by e-mail, and the shopper is told where the reply goes.
    await page.getByLabel('Subject').selectOption('account')
    await page.getByLabel('Message').fill('How do I change the e-mail address of my account?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Your message has been sent\. We will reply to mary\+/ })).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue('')
  })
})

test.describe('the login prompt popover', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  // A guest is invited to log in on the home page; dismissed, the prompt
  // stays away after a reload.
  test('shows for a guest on the home page, is dismissed and stays dismissed', async ({ page }) => {
    await page.goto('/')
    const prompt = page.getByRole('dialog', { name: 'Have an account?' })
    await expect(prompt).toBeVisible()
    // It does not take focus.
    await expect(prompt.locator(':focus')).toHaveCount(0)
    await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2F')
    await expect(prompt.getByRole('link', { name: 'Create account' })).toBeVisible()
    await expectAccessible(page, 'login prompt')
    await screenshots(page, 'login-prompt')

    // Not on the login page.
    await prompt.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login/)
    await expect(prompt).toBeHidden()
    await page.goBack()
    await expect(prompt).toBeVisible()

    await prompt.getByRole('button', { name: 'Dismiss' }).click()
    await expect(prompt).toBeHidden()
    const until = Number(await page.evaluate(() => localStorage.getItem('pistil.loginPrompt.dismissedUntil')))
    expect(until - suiteNow()).toBeGreaterThan(23.9 * 60 * 60 * 1000)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(prompt).toBeHidden()
  })

  test('Escape dismisses it', async ({ page }) => {
    await page.goto('/products')
    const prompt = page.getByRole('dialog', { name: 'Have an account?' })
    await expect(prompt).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(prompt).toBeHidden()
  })
})
