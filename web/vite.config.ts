/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
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

export default defineConfig({
  plugins: [react(), chunkModules(), precompress()],
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
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
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
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
