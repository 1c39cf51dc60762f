import { createHmac } from 'node:crypto'
import { expect, type Page } from './test'
import { screenshots } from './helpers'
import { suiteOffset } from './clock'
import { pistil } from './server'

// The store console's staff in the browser suite: links made as the
// command line makes them, and the authenticator app's codes computed
// here from the key the enrolment screen shows (RFC 6238: HMAC-SHA-1, six
// digits, 30-second steps), at the server's clock.

/** The widths the console's screens are photographed at (issue 20). */
export const consoleWidths = [390, 1440]

/**
 * Photographs a console screen at consoleWidths, after checking at each
 * width that nothing makes the page scroll sideways (a budtender's phone
 * shows the whole width) or reaches past an open dialog's edge, where it
 * would be cut off; a failure names the widest elements.
 */
export async function consoleScreenshots(page: Page, name: string) {
  const original = page.viewportSize()
  for (const width of consoleWidths) {
    await page.setViewportSize({ width, height: 900 })
    const wide = await page.evaluate(() => {
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`
      // What reaches past a box: the outermost such elements, the first five.
      const past = (box: Element, limit: number) =>
        [...box.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > limit + 1 && !el.closest('[hidden], dialog:not([open])'))
          .filter((el) => !(el.parentElement && el.parentElement !== box && el.parentElement.getBoundingClientRect().right > limit + 1))
          .slice(0, 5)
          .map(name)
      const limit = document.documentElement.clientWidth
      const page = document.documentElement.scrollWidth > limit ? past(document.body, limit) : []
      // An open dialog clips what is wider than it: that is cut off too.
      const dialogs = [...document.querySelectorAll('dialog[open]')].flatMap((d) => past(d, d.getBoundingClientRect().right).map((w) => `in a dialog: ${w}`))
      return [...page, ...dialogs]
    })
    expect(wide, `${name} reaches past the screen's or a dialog's edge at ${width} px`).toEqual([])
  }
  if (original) await page.setViewportSize(original)
  await screenshots(page, name, consoleWidths)
}

/** A one-time welcome link for email with role at store, from pistil staff add on the suite's database. */
export function staffLink(email: string, role: string, store: number, base: string): string {
  return pistil('staff', 'add', '-db', process.env.PISTIL_E2E_DB ?? '', '-public-url', base, '-email', email, '-role', role, '-store', String(store))
}

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** The code an authenticator app with this key shows, `steps` 30-second steps after now on the suite's clock. */
export function totp(key: string, steps = 0): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor((Date.now() + suiteOffset) / 30_000) + steps))
  const mac = createHmac('sha1', base32(key)).update(counter).digest()
  const at = mac.readUInt8(mac.length - 1) & 0x0f
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/**
 * Clicks a console form's button that signs in or enrols, and while the
 * server's throttle of those calls refuses it (ten at once, then six a
 * minute per address, and every browser of the suite is 127.0.0.1), waits
 * as long as its Retry-After says and clicks again, as its message asks.
 * `before`, when given, runs before each click: it types a code that is
 * current at that moment rather than one from before the wait.
 */
export async function sendPastThrottle(page: Page, name: string, before?: () => Promise<void>) {
  for (let tries = 0; ; tries++) {
    await before?.()
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/v1/business/'))
    await page.getByRole('button', { name }).click()
    const res = await answer
    if (res.status() !== 429 || tries === 5) return
    await page.waitForTimeout(Number(res.headers()['retry-after'] ?? '10') * 1000)
  }
}

/** A staff member's sign-in details once they have enrolled. */
export interface Staff {
  email: string
  password: string
  key: string
  recovery: string[]
}

/**
 * Takes a welcome link through the console: choose a password, show the
 * setup key, confirm with the app's code, save the recovery codes; ends on
 * the console's home.
 */
export async function enrol(page: Page, link: string, email: string, password = 'console-password-1'): Promise<Staff> {
  await page.goto(link)
  await expect(page).not.toHaveURL(/welcome\/[A-Za-z0-9_-]{43}/) // the token leaves the address bar
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Confirm the password').fill(password)
  await sendPastThrottle(page, 'Set my password')
  await page.getByRole('button', { name: 'Show my setup key' }).click()
  const key = (await page.locator('code').first().innerText()).replace(/\s/g, '')
  await sendPastThrottle(page, 'Confirm', () => page.getByLabel('Six-digit code').fill(totp(key)))
  const codes = page.getByRole('list', { name: 'Recovery codes' })
  await expect(codes).toBeVisible()
  const recovery = (await codes.getByRole('listitem').allInnerTexts()).map((c) => c.trim())
  await page.getByRole('button', { name: 'I have saved them' }).click()
  return { email, password, key, recovery }
}
