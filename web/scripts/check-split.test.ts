// @vitest-environment node
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { isConsoleSource, lazyTargets, splitProblems } from './check-split.mjs'

type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
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
})
