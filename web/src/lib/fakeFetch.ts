// For tests: a fetch that answers from a table of routes, "METHOD /path"
// (the path without its query), and records every call. A call with no
// route gets a 500 naming it, so a test sees what it did not expect.

export interface FakeCall {
  method: string
  path: string
  /** The query string's parameters. */
  query: URLSearchParams
  headers: Headers
  credentials: RequestCredentials | undefined
  /** The JSON body sent, parsed; undefined for none. */
  body: unknown
}

export interface FakeReply {
  status: number
  body?: unknown
}

export type FakeRoutes = Record<string, FakeReply | ((call: FakeCall) => FakeReply)>

export function fakeFetch(routes: FakeRoutes): { fetch: typeof fetch; calls: FakeCall[] } {
  const calls: FakeCall[] = []
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const text = typeof init.body === 'string' ? init.body : undefined
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: text === undefined ? undefined : JSON.parse(text),
    }
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 500, body: { code: 'internal', message: `no fake route for ${call.method} ${call.path}` } })
    if (reply.status === 204) return new Response(null, { status: 204 })
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetch: fake as typeof fetch, calls }
}
