// check-split: the store console is code-split (ADR 0022, section 7), so
// no shopper downloads it. Run after `vite build` (npm run build does), it
// reads the build's manifest (dist/.vite/manifest.json) and the modules of
// each chunk (dist/.vite/chunks.json, which vite.config.ts's chunkModules
// writes: the manifest names only a chunk's first module), and fails when
//   - the entry chunk's static imports reach a chunk of app/business/ or
//     features/console*, or a chunk that carries one of their modules, or
//   - a module the console's route table (src/app/modes/business.tsx)
//     loads with import() has no chunk of its own: something imported it
//     statically, and the bundler put it, unnamed, in another chunk.
// eslint/boundaries.js refuses such imports in the source; this checks
// what the bundler made of them.
//
// It also keeps the first load of a store's menu small (issue 21): the
// entry chunk, the chunk of the menu's screen (src/app/routes/StoreMenu.tsx)
// and every chunk they import statically, which the browser fetches before
// it can draw the menu. It fails when their JavaScript is over
// FIRST_LOAD_LIMIT bytes gzip-compressed (each file compressed on its own,
// as the server sends it), or when they carry a module of another mode's or
// another screen's code (firstLoadExcluded), and prints the figure, gzip
// and brotli, with the chunks, on every build.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const WEB = fileURLToPath(new URL('..', import.meta.url))
export const manifestFile = path.join(WEB, 'dist/.vite/manifest.json')
export const chunksFile = path.join(WEB, 'dist/.vite/chunks.json')
export const routeTable = 'src/app/modes/business.tsx'
/** The screen of the store menu, /stores/:id/:slug/menu: the most common first page. */
export const menuScreen = 'src/app/routes/StoreMenu.tsx'
/** The goal of issue 21 for a store menu's first load: at most 100 KB of gzip-compressed JavaScript. */
export const FIRST_LOAD_GOAL = 100 * 1024
/**
 * The most JavaScript, gzip-compressed, the first load of a store's menu may
 * ship: the goal, since Preact renders the app (ADR 0023; about 92 KB with
 * React Router's data router and TanStack Query). Never raise it lightly.
 */
export const FIRST_LOAD_LIMIT = FIRST_LOAD_GOAL

/** Whether a manifest source path (relative to web/) is the console's. */
export function isConsoleSource(src) {
  return /^src\/(?:app\/business|features\/console[^/]*)\//.test(src)
}

/**
 * The console modules a route table's source loads with import(), as
 * manifest source paths: each specifier resolved against the table's
 * folder, with the extension resolve finds (resolve(p) answers p plus an
 * extension, or undefined).
 */
export function lazyTargets(source, table, resolve) {
  const out = []
  for (const m of source.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) {
    const spec = m[2]
    if (!spec.startsWith('.')) continue
    const base = path.posix.join(path.posix.dirname(table), spec)
    if (!isConsoleSource(base)) continue
    const target = resolve(base) ?? base
    if (!out.includes(target)) out.push(target)
  }
  return out
}

/**
 * What is wrong with the split, one sentence each; empty when the entry
 * reaches no console chunk or module and every lazy target has its own
 * chunk. modules maps a chunk's file to the source modules it holds.
 */
export function splitProblems(manifest, targets = [], modules = {}) {
  const problems = []
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entries.length === 0) problems.push('the manifest names no entry chunk')
  for (const entry of entries) {
    // Breadth first, keeping the first path to each chunk for the message.
    const via = new Map([[entry, [entry]]])
    const queue = [entry]
    while (queue.length > 0) {
      const key = queue.shift()
      const chunk = manifest[key]
      if (!chunk) continue
      const src = chunk.src ?? key
      if (isConsoleSource(src)) {
        problems.push(`the entry ${entry} imports the console's ${src} statically: ${via.get(key).join(' -> ')}`)
        continue
      }
      for (const module of (modules[chunk.file] ?? []).filter(isConsoleSource)) {
        problems.push(`the entry ${entry} carries the console's ${module} in ${chunk.file}: ${via.get(key).join(' -> ')}`)
      }
      for (const next of chunk.imports ?? []) {
        if (via.has(next)) continue
        via.set(next, [...via.get(key), next])
        queue.push(next)
      }
    }
  }
  const sources = new Set(Object.entries(manifest).map(([key, chunk]) => chunk.src ?? key))
  for (const target of targets) {
    if (!sources.has(target)) problems.push(`${target} has no chunk of its own: something imports it statically, which put it in another chunk`)
  }
  return problems
}

/**
 * Whether a source module stays out of a store menu's first load: the
 * kiosk's, the headless frame's and the console's code, the shopper's
 * account and checkout, loaded on demand in their own modes and screens.
 */
export function isFirstLoadExcluded(src) {
  return /^src\/(?:app\/(?:kiosk|headless|business)|features\/(?:account|checkout|console[^/]*))\//.test(src)
}

/**
 * The manifest keys of a store menu's first load: the entry, the chunk that
 * holds the menu's screen (its own, or the one it was bundled into, found
 * through modules) and all they import statically, breadth first, in the
 * order the browser meets them.
 */
export function firstLoadChunks(manifest, modules = {}, screen = menuScreen) {
  const starts = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  const own = Object.keys(manifest).find((key) => (manifest[key].src ?? key) === screen)
  const holder = own ?? Object.keys(manifest).find((key) => (modules[manifest[key].file] ?? []).includes(screen))
  if (holder && !starts.includes(holder)) starts.push(holder)
  const seen = [...starts]
  for (let i = 0; i < seen.length; i++) {
    for (const next of manifest[seen[i]]?.imports ?? []) if (!seen.includes(next)) seen.push(next)
  }
  return seen.filter((key) => manifest[key])
}

/**
 * The first load of a store's menu: its JavaScript files with their sizes
 * (raw, gzip and brotli, each file compressed on its own), the totals, and
 * what is wrong with it, one sentence each. read(file) answers a built
 * file's bytes.
 */
export function firstLoad(manifest, modules, read, limit = FIRST_LOAD_LIMIT, screen = menuScreen) {
  const keys = firstLoadChunks(manifest, modules, screen)
  const problems = []
  if (!keys.some((key) => (manifest[key].src ?? key) === screen || (modules[manifest[key].file] ?? []).includes(screen))) {
    problems.push(`no chunk holds the store menu's screen ${screen}`)
  }
  const files = []
  for (const key of keys) {
    const chunk = manifest[key]
    const carried = [chunk.src ?? key, ...(modules[chunk.file] ?? [])].filter(isFirstLoadExcluded)
    for (const module of [...new Set(carried)]) problems.push(`the store menu's first load carries ${module} in ${chunk.file}`)
    if (!chunk.file.endsWith('.js')) continue
    const bytes = read(chunk.file)
    files.push({
      file: chunk.file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  const total = { raw: 0, gzip: 0, brotli: 0 }
  for (const f of files) for (const k of Object.keys(total)) total[k] += f[k]
  if (total.gzip > limit) {
    problems.push(`the store menu's first load ships ${kb(total.gzip)} KB of gzip-compressed JavaScript, over the ${kb(limit)} KB limit`)
  }
  return { files, total, problems }
}

/** Bytes as kilobytes (1,024 bytes), one decimal. */
export function kb(bytes) {
  return (bytes / 1024).toFixed(1)
}

function main() {
  for (const [file, why] of [
    [manifestFile, 'build.manifest must stay on'],
    [chunksFile, "vite.config.ts's chunkModules plugin writes it"],
  ]) {
    if (!existsSync(file)) {
      console.error(`check-split: no ${path.relative(WEB, file)}; run vite build first (${why})`)
      return 1
    }
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const modules = JSON.parse(readFileSync(chunksFile, 'utf8'))
  const resolve = (base) => ['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((p) => existsSync(path.join(WEB, p)))
  const targets = lazyTargets(readFileSync(path.join(WEB, routeTable), 'utf8'), routeTable, resolve)
  const problems = splitProblems(manifest, targets, modules)
  if (problems.length > 0) {
    console.error('check-split: shoppers would download store console code (ADR 0022):')
    for (const p of problems) console.error(`  ${p}`)
    return 1
  }
  console.log(`check-split: the entry reaches no console code; ${targets.length} console modules load on demand`)
  const first = firstLoad(manifest, modules, (file) => readFileSync(path.join(WEB, 'dist', file)))
  console.log(
    `check-split: a store menu's first load ships ${kb(first.total.gzip)} KB of JavaScript gzip-compressed, ${kb(first.total.brotli)} KB brotli, ${kb(first.total.raw)} KB raw (limit ${kb(FIRST_LOAD_LIMIT)} KB gzip, goal ${kb(FIRST_LOAD_GOAL)} KB):`,
  )
  for (const f of first.files) console.log(`  ${f.file}  ${kb(f.gzip)} KB gzip, ${kb(f.brotli)} KB brotli, ${kb(f.raw)} KB raw`)
  if (first.problems.length > 0) {
    console.error("check-split: the store menu's first load is too big or carries code it does not run (issue 21):")
    for (const p of first.problems) console.error(`  ${p}`)
    return 1
  }
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main()
