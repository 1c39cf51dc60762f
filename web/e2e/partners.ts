import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { pistil as run, startServer, type ExtraServer } from './server'

/**
 * A world of partner sites for the app-mode specs: a pistil server of its
 * own (the demo catalogue, with the given partners imported over the
 * demo's) and a partner test site on another origin. The site is
 * http://localhost:{sitePort}, the app http://127.0.0.1:{pistilPort}: two
 * origins, as a dispensary's website and Pistil are. Host names under
 * .localhost (bloom.localhost, ...) reach the same pistil server, for the
 * modes served on a partner's own domain.
 */
export interface PartnerWorld {
  pistil: ExtraServer
  /** The partner site's origin, http://localhost:{sitePort}. */
  site: string
  stop: () => void
}

/** A partner as the catalogue format writes it (docs/catalogue-format.md). */
export interface PartnerDoc {
  id: number
  name: string
  mode: string
  allowed_origins?: string[]
  theme?: Record<string, string>
  partner_hosted_path?: string
  store_ids: number[]
  auth_disabled?: boolean
  hosts?: string[]
}

/**
 * Serves web/e2e/partner-site: a request whose path starts with a key of
 * routes gets that file; any other path gets the file of that name. In
 * every HTML file, {{PISTIL}} becomes the pistil origin and {{SITE}} the
 * site's own.
 */
export function startPartnerSite(port: number, vars: Record<string, string>, routes: Record<string, string>): Promise<Server> {
  const dir = resolve(import.meta.dirname, 'partner-site')
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const prefix = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))
    const file = (prefix ? routes[prefix] : undefined) ?? path.slice(1)
    let body: Buffer
    try {
      if (!/^[\w.-]+$/.test(file)) throw new Error('no such file')
      body = readFileSync(join(dir, file))
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' }
    const type = types[extname(file)] ?? 'application/octet-stream'
    let text = body.toString('utf8')
    for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{{${k}}}`, v)
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(text)
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok(server))
  })
}

/**
 * Starts pistil on pistilPort and the partner site on sitePort, and
 * imports the partners (a function of the site's origin) into pistil's
 * catalogue, over the demo's partners of the same ids.
 */
export async function startPartnerWorld(
  pistilPort: number,
  sitePort: number,
  partners: (site: string) => PartnerDoc[],
  routes: Record<string, string> = {},
  args: string[] = [],
): Promise<PartnerWorld> {
  const site = `http://localhost:${sitePort}`
  const pistil = await startServer(pistilPort, args)
  const file = join(mkdtempSync(join(tmpdir(), 'pistil-partners-')), 'partners.json')
  writeFileSync(file, JSON.stringify({ version: 1, partners: partners(site) }))
  run('import', '-db', pistil.db, file)
  const server = await startPartnerSite(sitePort, { PISTIL: pistil.base, SITE: site }, routes)
  return {
    pistil,
    site,
    stop: () => {
      server.close()
      pistil.stop()
    },
  }
}

/** The spec's ports: each app-mode spec takes its own pair above the suite's, so specs never share one. */
export function worldPorts(offset: number): { pistil: number; site: number } {
  const base = Number(process.env.PISTIL_E2E_PORT ?? 18080)
  return { pistil: base + 3000 + offset, site: base + 3100 + offset }
}
