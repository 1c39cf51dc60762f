import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { suiteClock } from './e2e/clock'
import { chromiumLaunch } from './e2e/chromium'

// The browser benchmark (make bench-web; bench/shop.bench.ts): the real
// binary on a fresh SQLite database with the demo catalogue, on the suite's
// clock (every demo store open), its own port so it can run beside the
// browser suite. It is run on demand, like make bench, never by make test.
const port = Number(process.env.PISTIL_BENCH_PORT ?? 18090)
const bin = process.env.PISTIL_BIN ?? resolve(import.meta.dirname, '../bin/pistil')
const db = join(mkdtempSync(join(tmpdir(), 'pistil-bench-web-')), 'pistil.db')

export default defineConfig({
  testDir: './bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Each page is loaded several times on a slow network with the CPU slowed four times.
  timeout: 600_000,
  reporter: [['list']],
  outputDir: 'test-results/bench',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `${bin} serve -addr 127.0.0.1:${port} -db ${db} -log-format text -log-level warn -mail log -public-url http://127.0.0.1:${port} -clock ${suiteClock()}`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
