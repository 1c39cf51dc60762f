import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'
import { startServer, type ExtraServer } from './server'

// Maintenance (spec sections 2, 4 and 8): an instance started with
// -maintenance answers every API call 420; any screen that calls it reloads
// into /maintenance, which checks again and, once the instance is back,
// returns to the screen the shopper was on. Its own server on
// PISTIL_E2E_MAINTENANCE_PORT (by default the suite's port + 2300).
const port = Number(process.env.PISTIL_E2E_MAINTENANCE_PORT ?? Number(process.env.PISTIL_E2E_PORT ?? 18080) + 2300)

let server: ExtraServer | undefined

test.afterEach(() => server?.stop())

/** Waits until nothing answers on the port: the stopped server has let it go. */
async function portFreed(base: string) {
  await expect.poll(async () => fetch(`${base}/healthz`).then(() => 'answering').catch(() => 'free'), { timeout: 30_000 }).toBe('free')
}

test('a screen lands on the maintenance screen, which returns when maintenance is over', async ({ page }) => {
  server = await startServer(port, ['-maintenance'])
  const { base } = server
  // The login prompt stays dismissed on this server's origin too.
  await page.addInitScript(() => localStorage.setItem('pistil.loginPrompt.dismissedUntil', String(Date.UTC(2100, 0, 1))))
  const menu = '/stores/1/fog-city-botanicals/menu'

  // The API itself: 420 in the one error shape.
  const answer = await page.request.get(`${base}/api/v1/stores/1`)
  expect(answer.status()).toBe(420)
  expect(await answer.json()).toMatchObject({ code: 'maintenance' })

  await page.goto(`${base}${menu}`)
  await expect(page).toHaveURL(`${base}/maintenance?from=${encodeURIComponent(menu)}`)
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible()
  await expect(page).toHaveTitle(/Down for maintenance/)
  await expectAccessible(page, 'the maintenance screen')
  await screenshots(page, 'maintenance')

  // Still in maintenance: the screen stays and says so.
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Still under maintenance. We will keep checking.')
  await expect(page).toHaveURL(/\/maintenance\?from=/)

  // The brands screen goes there too, and would come back to the brands.
  await page.goto(`${base}/brands`)
  await expect(page).toHaveURL(`${base}/maintenance?from=%2Fbrands`)

  // Maintenance over: the instance restarts without the flag, and the
  // screen returns to where the shopper was.
  await page.goto(`${base}${menu}`)
  await expect(page).toHaveURL(/\/maintenance\?from=/)
  server.stop()
  await portFreed(base)
  server = await startServer(port, [])
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(`${base}${menu}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fog City')
})
