// The browser's view of the server's wire types: generated into
// contract.ts from the API contract (ADR 0020), never written again by hand.
import type { components, paths } from './contract'

/** A named schema of the contract: Schema<'Reservation'>. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]

/** The JSON an operation answers when it succeeds: Answer<'/api/v1/carts/checkout', 'post'>. */
export type Answer<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  responses: { '2XX': { content: { 'application/json': infer T } } }
}
  ? T
  : never

/** The JSON body an operation takes: Body<'/api/v1/carts', 'patch'>. */
export type Body<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer T } }
}
  ? T
  : never

/**
 * A request body as the app sends it: B with the keys K it always fills
 * required and not null. K must be keys of B, so a field the server renames
 * or drops fails to compile.
 */
export type Sent<B, K extends keyof B> = Omit<B, K> & { [P in K]-?: NonNullable<B[P]> }

/** The query parameters an operation declares: Query<'/api/v1/products', 'get'>. */
export type Query<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  parameters: { query?: infer T }
}
  ? NonNullable<T>
  : never
