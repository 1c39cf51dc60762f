import { expect } from './test'
import { clockEnv, suiteClock } from './clock'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The pistil binary under test. */
export const bin = process.env.PISTIL_BIN ?? resolve(import.meta.dirname, '../../bin/pistil')

/** Runs a pistil command on the suite's clock and answers what it printed, trimmed. */
export function pistil(...args: string[]): string {
  return execFileSync(bin, args, { env: clockEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim()
}

/**
 * A second pistil server for specs that need other flags than the suite's
 * (playwright.config.ts), on a fresh SQLite database and the suite's clock, sending mail to the
 * suite's SMTP sink. It refuses a port already in use.
 */
export interface ExtraServer {
  base: string
  /** The server's SQLite database, for pistil commands run beside it (pistil import). */
  db: string
  stop: () => void
}

export async function startServer(port: number, args: string[]): Promise<ExtraServer> {
  const smtpPort = Number(process.env.PISTIL_E2E_SMTP_PORT ?? 18025)
  const base = `http://127.0.0.1:${port}`
  const taken = await fetch(`${base}/readyz`).then(() => true).catch(() => false)
  if (taken) throw new Error(`port ${port} is in use; choose another with its PISTIL_E2E_*_PORT variable`)
  const db = join(mkdtempSync(join(tmpdir(), 'pistil-e2e-extra-')), 'pistil.db')
  const server: ChildProcess = spawn(
    bin,
    ['serve', '-addr', `127.0.0.1:${port}`, '-db', db, '-log-format', 'text', '-log-level', 'warn', '-mail', `smtp://127.0.0.1:${smtpPort}`, '-public-url', base, '-clock', suiteClock(), ...args],
    { stdio: 'ignore' },
  )
  server.on('exit', (code) => {
    if (code) console.error(`the server on ${port} exited with ${code}`)
  })
  await expect.poll(async () => fetch(`${base}/readyz`).then((r) => r.status).catch(() => 0), { timeout: 60_000 }).toBe(200)
  return { base, db, stop: () => server.kill('SIGTERM') }
}
