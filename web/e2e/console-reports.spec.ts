import { readFileSync } from 'node:fs'
import { test, expect } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible, reserveAnEdible } from './helpers'

// Issue 20's reports: a shopper reserves at a store and searches its menu
// for something it does not sell; the store's manager opens the reports,
// whose charts and tables show both, passes axe, and downloads a CSV.

test('a manager reads the store’s reports: charts with their tables, and a CSV', async ({ page, baseURL }) => {
  await reserveAnEdible(page, 'reports-shopper')
  // A search of the menu that finds nothing is counted, its phone number redacted.
  const search = await page.request.post('/merch/v2/smart', { data: { store_id: 1, search_query: 'Moon Rocks  call 415-555-0199', page_size: 20 } })
  expect((await search.json()).nb_hits).toBe(0)

  // The manager works in the test's own page, so the console's exchanges are checked against the contract.
  const mgr = page
  await enrol(mgr, staffLink('reports-mgr@shop.example', 'manager', 1, baseURL!), 'reports-mgr@shop.example')
  await mgr.goto('/business/stores/1')
  await mgr.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Reports' }).click()
  await expect(mgr).toHaveURL(/\/business\/stores\/1\/reports$/)
  await expect(mgr.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()

  const days = mgr.getByRole('region', { name: 'Sales per day' })
  await expect(days.getByRole('img', { name: 'Total amount reserved per day' })).toBeVisible()
  // The chart is drawn (SVG bars), and its figures are a table under it.
  await expect(days.locator('svg .recharts-bar-rectangle').first()).toBeAttached()
  await consoleScreenshots(mgr, 'console-reports')
  await days.getByText('The figures as a table').click()
  const table = days.getByRole('table', { name: 'Sales per day' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: '$' }).first()).toBeVisible()
  await expect(mgr.getByRole('region', { name: 'Reservations by hour' }).getByRole('img', { name: 'Reservations by hour of the day' })).toBeVisible()
  await expect(mgr.getByRole('region', { name: 'Top products' }).getByRole('img', { name: 'Units reserved per product' })).toBeVisible()
  await expect(mgr.getByRole('region', { name: 'From shown to reserved' }).getByRole('img', { name: /^Products shown/ })).toBeVisible()
  const empty = mgr.getByRole('region', { name: 'Searches that found nothing' })
  await expect(empty.getByRole('rowheader', { name: 'moon rocks call [redacted]' })).toBeVisible()

  await expectAccessible(mgr, 'console reports')

  // A report's CSV, downloaded with the session's cookie.
  const download = mgr.waitForEvent('download')
  await days.getByRole('link', { name: 'Download CSV of sales per day' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^store-1-sales-by-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv.split('\n')[0]).toBe('day,reservations,gross,net,total,cancelled')
  expect(csv.split('\n').filter((l) => /^\d{4}-\d{2}-\d{2},[1-9]/.test(l))).toHaveLength(1)

  // A period the server refuses is caught before it is asked.
  await mgr.getByLabel('From', { exact: true }).fill('2026-12-31')
  await mgr.getByLabel('To', { exact: true }).fill('2026-01-01')
  await mgr.getByRole('button', { name: 'Show' }).click()
  await expect(mgr.getByRole('alert')).toContainText('The last day is on or after the first.')
})
