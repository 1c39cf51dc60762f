import { expect, test } from './test'
import { expectAccessible } from './helpers'

// The suite's accessibility check (helpers.ts) finds what it must: a
// serious violation in the page's own document and one inside a frame.
test('the accessibility check fails on a violation, in the page and in a frame', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>Fine</h1><p>Nothing wrong here.</p></main></html>')
  await expectAccessible(page, 'a clean page')

  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>Bad</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>')
  await expect(expectAccessible(page, 'an image without alt')).rejects.toThrow(/image-alt \(critical\)/)

  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>Framed</h1>' +
      '<iframe title="inner" srcdoc="<!doctype html><html lang=en><title>i</title><button></button></html>"></iframe></main></html>',
  )
  await expect.poll(() => page.frames().length).toBe(2)
  await expect(expectAccessible(page, 'a frame with a nameless button')).rejects.toThrow(/button-name \(critical\)/)
})
