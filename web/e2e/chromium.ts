// How the browser suite and the browser benchmark start Debian's Chromium
// (playwright.config.ts, playwright.bench.config.ts): Playwright cannot
// download its own here, and these flags keep a headless run on a shared
// machine from reaching the network or a GPU.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
