/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const backend = process.env.PISTIL_DEV_BACKEND ?? 'http://localhost:8080'

/**
 * Writes which of our source files each chunk holds, as
 * dist/.vite/chunks.json ({"assets/index-x.js": ["src/main.tsx", ...]}):
 * the manifest names only a chunk's first module, and scripts/check-split.mjs
 * must see every module the entry's chunks carry.
 */
function chunkModules(): Plugin {
  let root = process.cwd()
  return {
    name: 'pistil-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        chunks[item.fileName] = item.moduleIds
          .map((id) => path.relative(root, id.split('?')[0] ?? id).split(path.sep).join('/'))
          .filter((id) => id.startsWith('src/'))
          .sort()
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) })
    },
  }
}

/** Text files worth coding: below 1 KB the coding's framing costs more than it saves. */
const CODED = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/
const CODED_MIN = 1024
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside
 * each text file of the build, once, so the server sends them as they are
 * (internal/api/site/static.go) and never codes the same bytes per
 * request. Both are written, or neither (when the file is small or coding
 * does not make it smaller): the server then codes nothing for it twice.
 * index.html is left out, since the server renders it per request (and its
 * middleware codes it); so is .vite/, which only the build's checks read.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'pistil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      await Promise.all(
        entries
          .filter((e) => e.isFile() && CODED.test(e.name))
          .map(async (e) => {
            const file = path.join(e.parentPath, e.name)
            const rel = path.relative(outDir, file).split(path.sep).join('/')
            if (rel === 'index.html' || rel.startsWith('.vite/')) return
            const data = await readFile(file)
            if (data.length < CODED_MIN) return
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzipped(data, { level: 9 }),
            ])
            if (br.length >= data.length || gz.length >= data.length) return
            await Promise.all([writeFile(file + '.br', br), writeFile(file + '.gz', gz)])
          }),
      )
    },
  }
}

/**
 * React's API served by Preact's compatibility layer (ADR 0023): the same
 * components and libraries (React Router, TanStack Query) on a renderer of
 * about 11 KB instead of react-dom's 66 KB, gzip-compressed, which is what
 * keeps a store menu's first load under 100 KB. Types still come from
 * @types/react. The unit tests run on it too (all but one file, see
 * test.projects), so they test what ships.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
  // React Router's package names its development build (warnings and all)
  // for every condition, and its CommonJS one under Node, where vitest runs.
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
]

/** The one unit test file that runs on React (see test.projects). */
const reportsTest = 'src/features/consoleReports/Reports.test.tsx'

export default defineConfig(({ mode }) => ({
  plugins: [react(), chunkModules(), precompress()],
  // The build and the dev server render with Preact; the unit tests choose per project.
  resolve: { alias: mode === 'test' ? [] : preactAliases },
  // The manifest names the hashed entry module and its CSS, which the
  // frameless embed's loader (internal/api/site/frameless.go) puts on a
  // partner's page; scripts/check-split.mjs reads it to keep the console out
  // of the entry's static imports.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs, each a chunk of its own: they change
        // less often than our code, so a new build leaves them in the
        // browser's cache, and check-split's figures show each one's share.
        codeSplitting: {
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/merch': backend,
      '/images': backend,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        // The app's unit tests run on Preact, as it ships. Libraries that
        // import react go through the bundler, so the aliases reach them
        // (Testing Library's CommonJS main would require react-dom itself).
        extends: true,
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
              ),
            },
            ...preactAliases,
          ],
        },
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: [reportsTest],
          server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /zustand/] } },
        },
      },
      {
        // The reports screen draws Recharts, whose store reaches react
        // through CommonJS (use-sync-external-store) that the test runner
        // loads as it is, past the aliases: its unit tests run on React, and
        // the browser suite (e2e/console-reports.spec.ts) draws its charts
        // on Preact.
        extends: true,
        test: { name: 'charts', include: [reportsTest] },
      },
    ],
  },
}))
