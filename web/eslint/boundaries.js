// The front end's boundaries (README, "Layout"), as an ESLint rule. Every
// relative import is resolved against the importing file, so '../cart/api'
// and '../../features/cart/api' are caught alike, at any depth:
//
//   lib/         imports none of features/, components/, app/
//   components/  imports none of features/, app/
//   features/X/  imports none of app/, nor another feature features/Y/
//   app/         may import anything
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

/** Why an import from one layer into another is refused, with the way out; undefined when it is allowed. */
function refusal(from, to) {
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

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep lib/, components/ and each feature from importing the layers above them or each other' },
    schema: [],
    messages: {
      refused: "{{from}} may not import {{to}} ('{{source}}'): {{why}} (README, Layout).",
    },
  },
  create(context) {
    const from = layerOf(context.filename)
    if (!from || from === 'app') return {}
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined
      if (!source || !source.startsWith('.')) return
      const to = layerOf(path.resolve(path.dirname(context.filename), source))
      const why = refusal(from, to)
      if (why) context.report({ node, messageId: 'refused', data: { from, to, source, why } })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
