import { expect, test } from './test'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'
import { latestMail } from './mail'

// A shopper who forgot the password asks for a link, gets it by e-mail,
// chooses a new password, and logs in with it; then changes it from the
// account page.
test('a shopper resets a forgotten password from the e-mailed link', async ({ page }) => {
  const email = `grace+${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('first-password-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(page, email)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Please fill out this field.')).toBeVisible()
  await page.getByLabel('Email').fill('grace@')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Please enter an email address.')).toBeVisible()
  await expectAccessible(page, 'forgot password with errors')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status').filter({ hasText: "If an account exists for that address, we've sent a link" })).toBeVisible()
  await expectAccessible(page, 'forgot password sent')
  await screenshots(page, 'forgot-password')

  const mail = await latestMail(email, 'Reset your Pistil password')
  expect(mail.from).toBe('no-reply@localhost')
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()

  // A link that is not (or no longer) good says so and offers a new one.
  await page.goto('/reset-password?token=not-a-real-token')
  await page.getByLabel('New password', { exact: true }).fill('second-password-2')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or was already used. Please ask for a new one.')
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('Please enter a password with a minimum of 10 characters.')).toBeVisible()
  await expectAccessible(page, 'reset password with errors')
  await screenshots(page, 'reset-password')
  await page.getByLabel('New password', { exact: true }).fill('second-password-2')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()

  // The link worked once.
  await page.goto(link!)
  await page.getByLabel('New password', { exact: true }).fill('third-password-3')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or was already used. Please ask for a new one.')

  // Log out, then in with the new password.
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('first-password-1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
  await page.getByLabel('Password').fill('second-password-2')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Change it from the account page: a wrong current password is refused.
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Change your password' }).click()
  await expect(page).toHaveURL(/\/profile\/password$/)
  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password', { exact: true }).fill('third-password-3')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The current password is incorrect.')).toBeVisible()
  await expectAccessible(page, 'change password with errors')
  await screenshots(page, 'change-password')
  await page.getByLabel('Current password').fill('second-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
})

test('a guest asked to change a password logs in first', async ({ page }) => {
  await page.goto('/profile/password')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
})
