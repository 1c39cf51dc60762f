import { expect, test } from './test'
import { lastWednesdayMorning, suiteNow } from './clock'

// The suite's clock (e2e/clock.ts): where it starts, and that the server
// and the pages both read it.

test('the suite starts its clock at the last Wednesday, 11:00 in Los Angeles', () => {
  for (const [now, want] of [
    // Thanksgiving night in Los Angeles (Thursday 21:40 PST): the day before, 11:00 PST.
    ['2026-11-27T05:40:00Z', '2026-11-25T19:00:00.000Z'],
    // Wednesday 10:59 PST: that morning has not come yet, so the Wednesday before.
    ['2026-11-25T18:59:00Z', '2026-11-18T19:00:00.000Z'],
    // Wednesday 11:00 PST itself.
    ['2026-11-25T19:00:00Z', '2026-11-25T19:00:00.000Z'],
    // Summer: 11:00 PDT is 18:00 UTC. Sunday 5 July 2026, 01:00 in Los Angeles.
    ['2026-07-05T08:00:00Z', '2026-07-01T18:00:00.000Z'],
    // The week the clocks go back (Sunday 1 November 2026): Tuesday 3 November reaches back to PDT.
    ['2026-11-03T20:00:00Z', '2026-10-28T18:00:00.000Z'],
  ] as const) {
    expect(new Date(lastWednesdayMorning(Date.parse(now))).toISOString(), now).toBe(want)
  }
})

test('the server and the pages read the suite clock', async ({ page, request }) => {
  const weekday = (at: number) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long' }).format(at)
  // The page's Date reads the suite's time, within the few seconds the test takes.
  await page.goto('/')
  const pageNow = await page.evaluate(() => Date.now())
  expect(Math.abs(pageNow - suiteNow())).toBeLessThan(5_000)
  expect(weekday(pageNow)).toBe('Wednesday')
  expect(await page.evaluate(() => new Date().getTime() - Date.now())).toBeLessThan(1_000)

  // The server's: a bag at a store open 09:00 to 22:00 on weekdays is open, without a warning.
  const made = await request.post('/api/v1/carts', { data: { store_id: 1, app_mode: 'default', j_device_id: 'e2eclockdevice000001', reservation_mode: 'pickup' } })
  expect(made.status(), await made.text()).toBe(201)
  const { cart } = await (await request.get(`/api/v1/carts?uuid=${(await made.json()).cart_uuid}`)).json()
  expect(cart.is_open).toBe(true)
  expect(cart.warning_message).toBeNull()
})
