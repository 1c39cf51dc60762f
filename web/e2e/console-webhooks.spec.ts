import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect } from './test'
import { suiteOffset } from './clock'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible, reserveAnEdible } from './helpers'

// Issue 22's webhooks, end to end: a store's owner adds a webhook in the
// console, pointing at a receiver this test runs on localhost (the suite's
// server has -webhooks-private). A reservation placed at the store reaches
// it, signed with the secret the console showed once; the receiver's first
// answer is a 503, so the delivery is tried again and taken on the second
// try. The console's log says so, and "Send again" sends the same event
// once more, as a delivery of its own.

interface Received {
  event: string
  delivery: string
  signed: boolean
  id: string
  type: string
  reservation: number
}

/**
 * Checks a Pistil-Signature as docs/integrations.md shows a Node receiver
 * doing it, at the suite's clock, which the server shares (e2e/clock.ts).
 */
function signedBy(secret: string, header: string, body: Buffer): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2)))
  const ts = parts.t as string | undefined
  if (!ts || Math.abs((Date.now() + suiteOffset) / 1000 - Number(ts)) > 300) return false
  const want = createHmac('sha256', secret).update(`${ts}.`).update(body).digest()
  const got = Buffer.from((parts.v1 as string | undefined) ?? '', 'hex')
  return got.length === want.length && timingSafeEqual(got, want)
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

test('an owner adds a webhook; a reservation reaches the receiver, signed, after a refused first try', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  let secret = ''
  const received: Received[] = []
  const receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      const parsed = JSON.parse(body.toString('utf8')) as { id: string; type: string; data: { reservation: { id: number } } }
      received.push({
        event: String(req.headers['pistil-event']),
        delivery: String(req.headers['pistil-delivery']),
        signed: signedBy(secret, String(req.headers['pistil-signature'] ?? ''), body),
        id: parsed.id,
        type: parsed.type,
        reservation: parsed.data.reservation.id,
      })
      // The first request is refused, as a receiver that is busy would.
      res.writeHead(received.length === 1 ? 503 : 204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  try {
    await enrol(page, staffLink('hooks-owner@shop.example', 'owner', 1, baseURL!), 'hooks-owner@shop.example')
    await page.goto('/business/stores/1')
    await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Webhooks' }).click()
    await expect(page).toHaveURL(/\/business\/stores\/1\/webhooks$/)
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await expect(page.getByText('This store sends no webhooks yet.')).toBeVisible()

    // A loopback address would be refused in production; here it is allowed.
    await page.getByLabel('URL').fill(url)
    await page.getByLabel('Description (optional)').fill('Test receiver')
    await page.getByRole('checkbox', { name: /A reservation is placed/ }).check()
    await page.getByRole('button', { name: 'Add the webhook' }).click()
    await expect(page.getByRole('heading', { name: `Copy the signing secret of ${url} now` })).toBeFocused()
    secret = await page.getByRole('textbox', { name: 'Secret', exact: true }).inputValue()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    await expectAccessible(page, 'console webhooks, a new secret')
    await consoleScreenshots(page, 'console-webhooks-secret')
    await page.getByRole('button', { name: 'I have copied it' }).click()
    await expect(page.getByRole('textbox', { name: 'Secret', exact: true })).toHaveCount(0)

    const reservation = await reserveAnEdible(page, 'hooks-shopper')
    // The worker looks every second; the retry comes 10 s after the refusal.
    await expect.poll(() => received.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2)
    expect(received.slice(0, 2)).toEqual([
      expect.objectContaining({ event: 'reservation.created', type: 'reservation.created', signed: true, reservation: reservation.id }),
      expect.objectContaining({ event: 'reservation.created', type: 'reservation.created', signed: true, reservation: reservation.id }),
    ])
    // One delivery tried twice: the same delivery id and event id.
    expect(received[1]!.delivery).toBe(received[0]!.delivery)
    expect(received[1]!.id).toBe(received[0]!.id)

    const deliveries = page.getByRole('table', { name: `Deliveries to ${url}` })
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByRole('button', { name: `Deliveries to ${url}` }).click()
          return deliveries.getByRole('cell', { name: 'Delivered after 2 tries' }).count()
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    const subscriptions = page.getByRole('table', { name: 'Subscriptions' })
    await expect(subscriptions.getByRole('cell', { name: 'None waiting, last answer 204' })).toBeVisible()
    await deliveries.getByText('Show the body').first().click()
    await expect(deliveries.locator('pre').first()).toContainText(`"reservation_mode": "pickup"`)
    await expectAccessible(page, 'console webhooks, deliveries')
    await consoleScreenshots(page, 'console-webhooks')

    // Sent again: the same event, a delivery of its own.
    await deliveries.getByRole('button', { name: /^Send again: delivery #\d+$/ }).click()
    await expect(page.getByText(/^Sending the reservation\.created of .* again\.$/)).toBeVisible()
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3)
    expect(received[2]).toEqual(expect.objectContaining({ id: received[0]!.id, signed: true }))
    expect(received[2]!.delivery).not.toBe(received[0]!.delivery)

    // Removed, so that the suite's later reservations send nothing to the closed receiver.
    await page.getByRole('button', { name: `Remove the webhook to ${url}` }).click()
    await page.getByRole('dialog', { name: `Remove the webhook to ${url}?` }).getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('This store sends no webhooks yet.')).toBeVisible()
  } finally {
    receiver.close()
  }
})
