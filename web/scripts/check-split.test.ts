// @vitest-environment node
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { firstLoad, firstLoadChunks, isConsoleSource, isFirstLoadExcluded, lazyTargets, splitProblems } from './check-split.mjs'

type Chunk = { file: string; css?: string[]; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Sizes = { raw: number; gzip: number; brotli: number }
type FirstLoad = { files: ({ file: string } & Sizes)[]; total: Sizes; problems: string[] }
const first = firstLoad as (manifest: Record<string, Chunk>, modules: Record<string, string[]>, read: (file: string) => Buffer, limit?: number) => FirstLoad
const check = splitProblems as (manifest: Record<string, Chunk>, targets?: string[], modules?: Record<string, string[]>) => string[]

// A build as vite writes its manifest: the entry, a shared chunk, and the console's lazy chunks, which import the entry back.
const split: Record<string, Chunk> = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_Button-b2.js'],
    dynamicImports: ['src/app/business/ConsoleFrame.tsx', 'src/app/business/SignInScreen.tsx', 'src/app/routes/ApiReference.tsx'],
  },
  '_Button-b2.js': { file: 'assets/Button-b2.js', name: 'Button' },
  'src/app/routes/ApiReference.tsx': { file: 'assets/ApiReference-c3.js', src: 'src/app/routes/ApiReference.tsx', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/business/ConsoleFrame.tsx': {
    file: 'assets/ConsoleFrame-d4.js',
    src: 'src/app/business/ConsoleFrame.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Button-b2.js', '_businessApi-e5.js'],
  },
  'src/app/business/SignInScreen.tsx': {
    file: 'assets/SignInScreen-f6.js',
    src: 'src/app/business/SignInScreen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_businessApi-e5.js'],
  },
  '_businessApi-e5.js': { file: 'assets/businessApi-e5.js', imports: ['index.html'] },
}
const targets = ['src/app/business/ConsoleFrame.tsx', 'src/app/business/SignInScreen.tsx']
// The source modules of each chunk, as vite.config.ts's chunkModules writes them.
const modules: Record<string, string[]> = {
  'assets/index-a1.js': ['src/app/App.tsx', 'src/app/modes/business.tsx', 'src/main.tsx'],
  'assets/Button-b2.js': ['src/components/ui/Button.tsx'],
  'assets/ConsoleFrame-d4.js': ['src/app/business/ConsoleFrame.tsx', 'src/lib/staffSession.ts'],
  'assets/SignInScreen-f6.js': ['src/app/business/SignInScreen.tsx', 'src/features/consoleAuth/SignIn.tsx'],
  'assets/businessApi-e5.js': ['src/features/consoleAuth/api.ts', 'src/lib/businessApi.ts'],
}

describe('check-split', () => {
  it('passes a build whose entry reaches the console only through import()', () => {
    expect(check(split, targets, modules)).toEqual([])
  })

  it('fails a console module carried in a chunk the entry imports statically', () => {
    // The manifest names a chunk by its first module only: a console module imported by shopper code hides in the chunk.
    const carried = { ...modules, 'assets/Button-b2.js': ['src/components/ui/Button.tsx', 'src/features/consoleAuth/api.ts'] }
    expect(check(split, targets, carried)).toEqual([
      "the entry index.html carries the console's src/features/consoleAuth/api.ts in assets/Button-b2.js: index.html -> _Button-b2.js",
    ])
    const inEntry = { ...modules, 'assets/index-a1.js': [...modules['assets/index-a1.js']!, 'src/features/consoleAuth/api.ts'] }
    expect(check(split, targets, inEntry)).toEqual([
      "the entry index.html carries the console's src/features/consoleAuth/api.ts in assets/index-a1.js: index.html",
    ])
  })

  it('fails an entry that reaches a console chunk through its static imports, naming the path', () => {
    const leaky = structuredClone(split)
    leaky['_Button-b2.js']!.imports = ['src/features/consoleAuth/SignIn.tsx']
    leaky['src/features/consoleAuth/SignIn.tsx'] = { file: 'assets/SignIn-g7.js', src: 'src/features/consoleAuth/SignIn.tsx', imports: ['index.html'] }
    expect(check(leaky, targets)).toEqual([
      "the entry index.html imports the console's src/features/consoleAuth/SignIn.tsx statically: index.html -> _Button-b2.js -> src/features/consoleAuth/SignIn.tsx",
    ])
  })

  it('fails a lazy route whose module went into another chunk', () => {
    // Imported statically by the entry too, the frame lands in the entry chunk and loses its own.
    const merged = structuredClone(split)
    delete merged['src/app/business/ConsoleFrame.tsx']
    expect(check(merged, targets)).toEqual([
      'src/app/business/ConsoleFrame.tsx has no chunk of its own: something imports it statically, which put it in another chunk',
    ])
  })

  it('fails a manifest without an entry', () => {
    expect(check({ 'x.js': { file: 'assets/x.js' } })).toEqual(['the manifest names no entry chunk'])
  })

  it('knows the console’s folders', () => {
    expect(isConsoleSource('src/app/business/ConsoleFrame.tsx')).toBe(true)
    expect(isConsoleSource('src/features/consoleAuth/api.ts')).toBe(true)
    expect(isConsoleSource('src/features/consoleQueue/Queue.tsx')).toBe(true)
    expect(isConsoleSource('src/app/modes/business.tsx')).toBe(false)
    expect(isConsoleSource('src/features/account/api.ts')).toBe(false)
    expect(isConsoleSource('src/lib/businessApi.ts')).toBe(false)
  })

  it('reads the route table’s import() targets in the console, with their extension', () => {
    const table = `import { Maintenance } from '../routes/Maintenance'
      { lazy: () => import('../business/ConsoleFrame') },
      { path: '/sign-in', lazy: () => import("../business/SignInScreen") },
      { path: '/docs', lazy: () => import('../routes/ApiReference') },`
    const files = new Set(['src/app/business/ConsoleFrame.tsx', 'src/app/business/SignInScreen.tsx'])
    const resolve = (base: string) => [base + '.tsx', base + '.ts'].find((p) => files.has(p))
    expect(lazyTargets(table, 'src/app/modes/business.tsx', resolve)).toEqual(targets)
  })

  // A store menu's first load: the entry with the menu's screen in it and the libraries it imports; the checkout and kiosk load on demand.
  const shop: Record<string, Chunk> = {
    'index.html': {
      file: 'assets/index-a1.js',
      src: 'index.html',
      isEntry: true,
      css: ['assets/index-a1.css'],
      imports: ['_react-b2.js', '_router-c3.js'],
      dynamicImports: ['src/app/routes/GuestCheckout.tsx', 'src/app/modes/kiosk.tsx'],
    },
    '_react-b2.js': { file: 'assets/react-b2.js', name: 'react' },
    '_router-c3.js': { file: 'assets/router-c3.js', name: 'router', imports: ['_react-b2.js'] },
    'src/app/routes/GuestCheckout.tsx': { file: 'assets/GuestCheckout-d4.js', src: 'src/app/routes/GuestCheckout.tsx', isDynamicEntry: true, imports: ['index.html', '_checkout-e5.js'] },
    '_checkout-e5.js': { file: 'assets/checkout-e5.js', imports: ['index.html'] },
    'src/app/modes/kiosk.tsx': { file: 'assets/kiosk-f6.js', src: 'src/app/modes/kiosk.tsx', isDynamicEntry: true, imports: ['index.html'] },
  } as Record<string, Chunk>
  const shopModules: Record<string, string[]> = {
    'assets/index-a1.js': ['src/app/Layout.tsx', 'src/app/routes/StoreMenu.tsx', 'src/main.tsx'],
    'assets/GuestCheckout-d4.js': ['src/app/routes/GuestCheckout.tsx'],
    'assets/checkout-e5.js': ['src/features/checkout/api.ts', 'src/features/checkout/reducer.ts'],
    'assets/kiosk-f6.js': ['src/app/kiosk/KioskLayout.tsx', 'src/app/modes/kiosk.tsx'],
  }
  // Each file's bytes: 1,000, 3,000 and 2,000 bytes of text that compresses well.
  const bytes: Record<string, Buffer> = {
    'assets/index-a1.js': Buffer.from('let menu = 1;\n'.repeat(1000 / 14 + 1).slice(0, 1000)),
    'assets/react-b2.js': Buffer.from('react();'.repeat(375)),
    'assets/router-c3.js': Buffer.from('route();'.repeat(250)),
  }
  const read = (file: string) => {
    const b = bytes[file]
    if (!b) throw new Error(`read ${file}: not in the first load`)
    return b
  }

  it('finds the first load of a store menu: the entry, the chunk with the menu in it, their static imports', () => {
    expect(firstLoadChunks(shop, shopModules)).toEqual(['index.html', '_react-b2.js', '_router-c3.js'])
    // The menu's screen in a chunk of its own, which imports a shared chunk, is part of it too.
    const own = structuredClone(shop)
    own['index.html']!.dynamicImports = ['src/app/routes/StoreMenu.tsx']
    own['src/app/routes/StoreMenu.tsx'] = { file: 'assets/StoreMenu-g7.js', src: 'src/app/routes/StoreMenu.tsx', imports: ['index.html', '_menu-h8.js'] }
    own['_menu-h8.js'] = { file: 'assets/menu-h8.js' }
    expect(firstLoadChunks(own, {})).toEqual(['index.html', 'src/app/routes/StoreMenu.tsx', '_react-b2.js', '_router-c3.js', '_menu-h8.js'])
  })

  it('sums the first load’s JavaScript raw and compressed, file by file, and passes it under the limit', () => {
    const got = first(shop, shopModules, read, 100 * 1024)
    expect(got.problems).toEqual([])
    expect(got.files.map((f) => [f.file, f.raw])).toEqual([
      ['assets/index-a1.js', 1000],
      ['assets/react-b2.js', 3000],
      ['assets/router-c3.js', 2000],
    ])
    expect(got.total.raw).toBe(6000)
    // Repeated text compresses to a small part of itself; brotli at its best quality beats gzip on it.
    expect(got.total.gzip).toBe(got.files.reduce((n, f) => n + f.gzip, 0))
    expect(got.total.gzip).toBeLessThan(600)
    expect(got.total.brotli).toBeLessThan(got.total.gzip)
  })

  it('fails a first load over the limit, saying by how much', () => {
    const got = first(shop, shopModules, read, 100)
    expect(got.problems).toHaveLength(1)
    expect(got.problems[0]).toMatch(/^the store menu's first load ships \d+\.\d KB of gzip-compressed JavaScript, over the 0\.1 KB limit$/)
  })

  it('fails a first load that carries the checkout, the kiosk, the account, the headless frame or the console', () => {
    const leaky = { ...shopModules, 'assets/react-b2.js': ['src/features/checkout/reducer.ts', 'src/app/kiosk/KioskLayout.tsx'] }
    expect(first(shop, leaky, read).problems).toEqual([
      "the store menu's first load carries src/features/checkout/reducer.ts in assets/react-b2.js",
      "the store menu's first load carries src/app/kiosk/KioskLayout.tsx in assets/react-b2.js",
    ])
    expect(first({ 'x.html': { file: 'assets/x.js', isEntry: true } }, {}, () => Buffer.from('x')).problems).toEqual([
      "no chunk holds the store menu's screen src/app/routes/StoreMenu.tsx",
    ])
  })

  it('knows what stays out of the first load', () => {
    for (const src of ['src/app/kiosk/KioskLayout.tsx', 'src/app/headless/HeadlessBag.tsx', 'src/app/business/ConsoleFrame.tsx', 'src/features/account/LoginForm.tsx', 'src/features/checkout/api.ts', 'src/features/consoleMenu/api.ts']) {
      expect(isFirstLoadExcluded(src), src).toBe(true)
    }
    for (const src of ['src/app/modes/kiosk.tsx', 'src/features/cart/api.ts', 'src/app/routes/StoreMenu.tsx', 'src/lib/session.ts', 'src/features/accounting/x.ts']) {
      expect(isFirstLoadExcluded(src), src).toBe(false)
    }
  })
})
