// The front end's boundaries (README, "Layout"), as an ESLint rule. Every
// relative import is resolved against the importing file, so '../cart/api'
// and '../../features/cart/api' are caught alike, at any depth:
//
//   lib/         imports none of features/, components/, app/
//   components/  imports none of features/, app/
//   features/X/  imports none of app/, nor another feature features/Y/
//   app/         may import anything, but within it:
//     app/Layout          the marketplace's frame: imported only by app/modes/
//     app/shell/          what every frame runs: imports nothing else of app/
//     app/kiosk/, app/headless/  a mode's frame and screens: import no other
//                         frame and no page of app/routes/
//     app/embed/          a mode's frame and screens: imports no other frame
//     app/business/       the store console's frame and screens (ADR 0022):
//                         imports no other frame and no page of app/routes/
//
// The store console is code-split: app/business/ and features/console*/
// are reached from anywhere else only through import(), so no shopper's
// page loads console code (scripts/check-split.mjs checks the build too).
//
// Package imports (react, @tanstack/...) are not checked.

import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '../src')

/** The layer of a path under src/: 'lib', 'components', 'app', 'features/<name>' ('features' for the folder itself), or undefined elsewhere. */
function layerOf(file) {
  const parts = path.relative(SRC, file).split(path.sep)
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined
  if (parts[0] === 'features') return parts.length > 1 ? `features/${parts[1]}` : 'features'
  if (['lib', 'components', 'app'].includes(parts[0])) return parts[0]
  return undefined
}

const FRAMES = ['embed', 'kiosk', 'headless', 'business']

/** Whether a path is the store console's: under src/app/business/ or a src/features/console* folder. */
export function isConsole(file) {
  const parts = path.relative(SRC, file).split(path.sep)
  if (parts[0] === 'app') return parts[1] === 'business'
  return parts[0] === 'features' && (parts[1] ?? '').startsWith('console')
}

/** Where a path under src/app/ is: 'Layout' (app/Layout.*), 'shell', 'routes', 'modes', a mode's frame folder, or 'app' for the rest. */
function placeInApp(file) {
  const parts = path.relative(path.join(SRC, 'app'), file).split(path.sep)
  if (parts.length === 1) return parts[0].split('.')[0] === 'Layout' ? 'Layout' : 'app'
  return ['shell', 'routes', 'modes', ...FRAMES].includes(parts[0]) ? parts[0] : 'app'
}

/** Why an import from one place in app/ into another is refused; undefined when it is allowed. */
function refusalInApp(from, to) {
  if (from === to) return undefined
  if (to === 'Layout' && from !== 'modes') return "app/Layout is the marketplace's frame: only app/modes/ puts it on a route; what every frame runs is in app/shell/"
  if (from === 'shell' && to !== 'shell') return 'app/shell/ is what every frame runs, so it imports only features/, components/ and lib/'
  if (FRAMES.includes(from) && FRAMES.includes(to)) return "a mode's frame imports no other mode's frame; move what both need to app/shell/, components/ or a feature"
  if ((from === 'kiosk' || from === 'headless' || from === 'business') && to === 'routes') {
    return "the kiosk's, the headless and the console's screens are their own: the marketplace's pages come in through app/modes/, shared pieces from components/ or a feature"
  }
  return undefined
}

/** Why an import from one layer into another is refused, with the way out; undefined when it is allowed. */
function refusal(from, to, fromFile, toFile, dynamic) {
  if (!dynamic && isConsole(toFile) && !isConsole(fromFile)) {
    return "the store console is loaded on demand: reach app/business/ and features/console* only through import(), as app/modes/business.tsx does"
  }
  if (from === 'app' && to === 'app') return refusalInApp(placeInApp(fromFile), placeInApp(toFile))
  if (!from || !to || from === to || from === 'app') return undefined
  const top = to.split('/')[0]
  if (from === 'lib' && top !== 'lib') return 'lib/ imports only lib/; move the shared piece into lib/'
  if (from === 'components' && (top === 'features' || top === 'app')) {
    return 'components/ imports only components/ and lib/; move the shared piece down, or compose in app/'
  }
  if (from.startsWith('features/') && (top === 'features' || top === 'app')) {
    return 'a feature imports only its own files, components/ and lib/; move what both need to lib/ or components/, or compose them in app/'
  }
  return undefined
}

/** A layer's name in a message: app/'s places by their own. */
function named(layer, file) {
  if (layer !== 'app') return layer
  const place = placeInApp(file)
  return place === 'app' ? 'app' : `app/${place}`
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Keep lib/, components/ and each feature from importing the layers above them or each other, app/'s frames apart, and the console behind import()",
    },
    schema: [],
    messages: {
      refused: "{{from}} may not import {{to}} ('{{source}}'): {{why}} (README, Layout).",
    },
  },
  create(context) {
    const from = layerOf(context.filename)
    if (!from) return {}
    const check = (node, dynamic = false) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined
      if (!source || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), source)
      const to = layerOf(target)
      const why = refusal(from, to, context.filename, target, dynamic)
      if (why) context.report({ node, messageId: 'refused', data: { from: named(from, context.filename), to: named(to, target), source, why } })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source, true),
    }
  },
}
