import { expect, test, type Response } from './test'

const menu = '/stores/1/fog-city-botanicals/menu'

// Issue 21: what a store menu's first load sends is coded. Chromium asks for
// "gzip, deflate, br, zstd"; the server answers brotli, the scripts and
// stylesheets as the build coded them (web/vite.config.ts).
test('a store menu arrives coded in brotli: the page, its script and its stylesheet', async ({ page }) => {
  const answers = new Map<string, Response>()
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname.startsWith('/assets/')) answers.set(url.pathname, res)
  })
  const doc = await page.goto(menu)
  expect(doc).not.toBeNull()
  const docHeaders = await doc!.allHeaders()
  expect(docHeaders['content-encoding']).toBe('br')
  expect(docHeaders['vary']).toMatch(/accept-encoding/i)
  // goto waits for the load event: the page's scripts and stylesheets are in.

  // The entry script and the main stylesheet the page names.
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  const style = await page.locator('link[rel="stylesheet"][href^="/assets/index-"]').first().getAttribute('href')
  expect(script).toMatch(/^\/assets\/index-.*\.js$/)
  expect(style).toMatch(/^\/assets\/index-.*\.css$/)
  for (const path of [script!, style!]) {
    const res = answers.get(path)
    expect(res, `${path} was fetched`).toBeDefined()
    const headers = await res!.allHeaders()
    expect(headers['content-encoding'], path).toBe('br')
    expect(headers['vary'], path).toMatch(/accept-encoding/i)
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
    expect(headers['etag'], path).toMatch(/^"[0-9a-f]+"$/)
  }
})
