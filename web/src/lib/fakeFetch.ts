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
  /** The JSON body sent, parsed; undefined for none, or for a body of another type (see text). */
  body: unknown
  /** The body sent as text, whatever its type (a CSV file); undefined for none. */
  text: string | undefined
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
    const headers = new Headers(init.headers)
    // A body without a Content-Type is taken for JSON, as every JSON call sends one.
    const json = !headers.has('Content-Type') || /json/i.test(headers.get('Content-Type') ?? '')
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      credentials: init.credentials,
      body: text === undefined || !json ? undefined : JSON.parse(text),
      text,
    }
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 500, body: { code: 'internal', message: `no fake route for ${call.method} ${call.path}` } })
    if (reply.status === 204) return new Response(null, { status: 204 })
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetch: fake as typeof fetch, calls }
}
