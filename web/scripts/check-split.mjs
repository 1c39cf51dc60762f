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
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const WEB = fileURLToPath(new URL('..', import.meta.url))
export const manifestFile = path.join(WEB, 'dist/.vite/manifest.json')
export const chunksFile = path.join(WEB, 'dist/.vite/chunks.json')
export const routeTable = 'src/app/modes/business.tsx'

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
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main()
