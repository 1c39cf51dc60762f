/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const backend = process.env.PISTIL_DEV_BACKEND ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
  // The manifest names the hashed entry module and its CSS, which the
  // frameless embed's loader (internal/api/site/frameless.go) puts on a
  // partner's page; scripts/check-split.mjs reads it to keep the console out
  // of the entry's static imports.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
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
