import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { suiteClock } from './e2e/clock'
import { chromiumLaunch } from './e2e/chromium'
import { mailDir } from './e2e/maildir'

// The suite starts the real binary on a fresh SQLite database, which serve
// migrates and fills with the demo catalogue, on the suite's clock
// (e2e/clock.ts: a Wednesday morning at the stores, whatever the real hour).
const port = Number(process.env.PISTIL_E2E_PORT ?? 18080)
const bin = process.env.PISTIL_BIN ?? resolve(import.meta.dirname, '../bin/pistil')
// Kept in the environment, which the workers inherit, so that specs can run
// the binary's operator commands on the same database (e2e/errors.spec.ts).
const db = (process.env.PISTIL_E2E_DB ??= join(mkdtempSync(join(tmpdir(), 'pistil-e2e-')), 'pistil.db'))
// Mail leaves the binary by SMTP to a sink of our own (e2e/smtp-sink.mjs),
// which keeps each message as a file the tests read (e2e/mail.ts).
const smtpPort = Number(process.env.PISTIL_E2E_SMTP_PORT ?? 18025)
const baseURL = `http://127.0.0.1:${port}`

// Shoppers in the suite have dismissed the login prompt popover (until
// 2100), so it covers nothing the specs click; e2e/login-modal.spec.ts
// starts without it to test the prompt itself.
export const promptDismissed = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'pistil.loginPrompt.dismissedUntil', value: String(Date.UTC(2100, 0, 1)) }] }],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: the suite runs on two cores, and a test that takes full-page
  // screenshots at three widths and runs axe takes most of a minute there.
  timeout: 120_000,
  reporter: [['list']],
  outputDir: 'test-results/output',
  use: {
    baseURL,
    storageState: promptDismissed,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node e2e/smtp-sink.mjs ${smtpPort} ${mailDir}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `${bin} serve -addr 127.0.0.1:${port} -db ${db} -log-format text -log-level warn` +
        ` -mail smtp://127.0.0.1:${smtpPort} -public-url http://127.0.0.1:${port} -clock ${suiteClock()} -webhooks-private`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
