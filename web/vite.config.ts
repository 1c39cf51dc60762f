/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const backend = process.env.PISTIL_DEV_BACKEND ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
  // The manifest names the hashed entry module and its CSS, which the
  // frameless embed's loader (internal/api/site/frameless.go) puts on a partner's page.
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
