import { readBlock } from './settings'
import { getToken } from './token'

/**
 * The API's answers a store's page came with, by the address the app asks
 * (internal/api/site/preload.go, early answers): the store, and on a
 * product page its product, so the first screen draws from them without a
 * trip each once the scripts have run (issue 21). They are the answers to
 * the page's own request, which carries no token: a signed-in shopper's app
 * asks anew. Each is taken once, by the first query of its address; later
 * ones ask the server.
 */
export const EARLY_ANSWERS_ID = 'pistil-early-answers'

let answers: Map<string, unknown> | undefined

/** The page's answer to a read of url (path and query), once; undefined when it has none. */
export function earlyAnswer<T>(url: string): T | undefined {
  answers ??= new Map(Object.entries(readBlock<Record<string, unknown>>(EARLY_ANSWERS_ID)))
  if (!answers.has(url) || getToken()) return undefined
  const answer = answers.get(url) as T
  answers.delete(url)
  return answer
}

/** Forgets the block read, so tests can put another in the page. */
export function resetEarlyAnswersForTests() {
  answers = undefined
}
