import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './test'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { latestMail } from './mail'

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(summary, `axe violations on ${name}`).toEqual([])
}

const shots = resolve(import.meta.dirname, '../test-results/screenshots')

/** Keeps full-page screenshots at a phone's, a tablet's and a desktop's width (or those given) as test artefacts. */
export async function screenshots(page: Page, name: string, widths = [375, 768, 1440]) {
  mkdirSync(shots, { recursive: true })
  const original = page.viewportSize()
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}

export interface Shopper {
  email: string
  password: string
}

/**
 * Finishes a registration sent from page: the "Check your email" step
 * shows, the mail to email carries the link, and page opens it and makes
 * the account. The shopper is then signed in there and sent on (home, or
 * the registration's next page).
 */
export async function openRegistrationLink(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  const mail = await latestMail(email, 'Finish creating your Pistil account')
  const link = /https?:\/\/\S+\/register\?token=\S+/.exec(mail.text)?.[0]
  expect(link, `the registration link in ${mail.text}`).toBeTruthy()
  await page.goto(link!)
  await page.getByRole('button', { name: 'Create my account' }).click()
}

/**
 * Makes an account on the register page of Pistil at base (the suite's own
 * server when empty), from the link mailed to it, and waits for the home
 * page it leads to; the shopper is then signed in there. The e-mail
 * address is unique per call.
 */
export async function registerShopper(page: Page, first: string, { base = '', last = 'Lovelace', password = 'analytical-engine-1' } = {}): Promise<Shopper> {
  const email = `${first.toLowerCase()}+${Date.now()}@example.com`
  await page.goto(`${base}/register`)
  await page.getByLabel('First name').fill(first)
  await page.getByLabel('Last name').fill(last)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(page, email)
  await expect(page).toHaveURL(base ? `${base}/` : /\/$/)
  return { email, password }
}
