/// <reference types="vitest/config" />
import path from 'node:path'
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

export default defineConfig({
  plugins: [react(), chunkModules()],
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
