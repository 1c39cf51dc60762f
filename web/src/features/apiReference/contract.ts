// Reading the API contract (GET /api/openapi.json, ADR 0020) for the
// reference page: the operations by surface, and each schema as a list of
// fields with a readable type. Pure: no I/O, tested in contract.test.ts.

/** A JSON Schema as the contract writes it (2020-12); `true` and `{}` take any JSON. */
export type Schema =
  | boolean
  | {
      $ref?: string
      type?: string | string[]
      description?: string
      properties?: Record<string, Schema>
      required?: string[]
      additionalProperties?: Schema
      items?: Schema
      oneOf?: Schema[]
      enum?: unknown[]
      pattern?: string
      format?: string
    }

interface Media {
  schema?: Schema
}

interface Response {
  $ref?: string
  description?: string
  content?: Record<string, Media>
}

export interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
}

export interface Operation {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, Media> }
  responses: Record<string, Response>
  'x-pistil-twins'?: string[]
}

/** The part of an OpenAPI 3.1 document the page reads. */
export interface Contract {
  info: { title: string; version: string; description?: string }
  tags: { name: string; description?: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> }
}

/** An operation with where it answers. */
export interface Described extends Operation {
  method: string
  path: string
}

/** The operations of each surface, in the contract's order of tags, each sorted by path then method. */
export function bySurface(doc: Contract): { name: string; description?: string; operations: Described[] }[] {
  const order = ['get', 'post', 'put', 'patch', 'delete']
  return doc.tags.map((tag) => ({
    ...tag,
    operations: Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ ...op, method, path })))
      .filter((op) => op.tags.includes(tag.name))
      .sort((a, b) => a.path.localeCompare(b.path) || order.indexOf(a.method) - order.indexOf(b.method)),
  }))
}

/** The component a reference names ('#/components/schemas/Problem' is Problem), or undefined. */
export function refName(ref: string): string | undefined {
  return ref.match(/^#\/components\/(?:schemas|responses)\/(.+)$/)?.[1]
}

/** schema with its reference followed, and the name of the component it was. */
export function resolve(doc: Contract, schema: Schema): { schema: Schema; name?: string } {
  if (typeof schema === 'object' && schema.$ref) {
    const name = refName(schema.$ref)
    const target = name ? doc.components.schemas[name] : undefined
    return { schema: target ?? true, name }
  }
  return { schema }
}

/** A response with its reference followed. */
export function resolveResponse(doc: Contract, response: Response): Response {
  const name = response.$ref ? refName(response.$ref) : undefined
  return name ? (doc.components.responses[name] ?? response) : response
}

/** How a schema's type reads: "string", "integer or string of digits", "array of Store", "any JSON", "string or null". */
export function typeLabel(doc: Contract, schema: Schema): string {
  const { schema: s, name } = resolve(doc, schema)
  if (name && typeof schema === 'object' && schema.$ref) return name
  if (s === true || (typeof s === 'object' && Object.keys(s).length === 0)) return 'any JSON'
  if (s === false) return 'nothing'
  if (s.enum) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`
  if (s.oneOf) {
    return s.oneOf
      .map((alt) => {
        if (typeof alt === 'object' && alt.type === 'string' && alt.pattern === '^-?[0-9]+$') return 'string of digits'
        if (typeof alt === 'object' && alt.type === 'string' && alt.pattern) return 'numeric string'
        return typeLabel(doc, alt)
      })
      .join(' or ')
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  const one = (t: string) => {
    if (t === 'array') return s.items !== undefined ? `array of ${typeLabel(doc, s.items)}` : 'array'
    if (t === 'object' && !s.properties && s.additionalProperties !== undefined && s.additionalProperties !== false) {
      return `map of ${typeLabel(doc, s.additionalProperties)}`
    }
    if (t === 'string' && s.format === 'date-time') return 'date-time'
    return t
  }
  return types.length ? types.map(one).join(' or ') : 'any JSON'
}

/** A field of an object schema. */
export interface Field {
  name: string
  type: string
  required: boolean
  description?: string
  /** The object the field holds (itself, an array's items, or a nullable's), whose fields are listed under it. */
  inner?: Schema
}

/** The object schema a field's value is (through arrays, maps and null alternatives), or undefined for a scalar. */
export function objectOf(doc: Contract, schema: Schema): Schema | undefined {
  const { schema: s } = resolve(doc, schema)
  if (typeof s !== 'object') return undefined
  if (s.properties) return s
  if (s.items !== undefined) return objectOf(doc, s.items)
  if (s.oneOf) {
    for (const alt of s.oneOf) {
      const inner = objectOf(doc, alt)
      if (inner) return inner
    }
  }
  if (typeof s.additionalProperties === 'object') return objectOf(doc, s.additionalProperties)
  return undefined
}

/** The fields of an object schema, in the order it lists them; [] for anything else. */
export function fieldsOf(doc: Contract, schema: Schema): Field[] {
  const { schema: s } = resolve(doc, schema)
  if (typeof s !== 'object' || !s.properties) return []
  return Object.entries(s.properties).map(([name, field]) => {
    return {
      name,
      type: typeLabel(doc, field),
      required: s.required?.includes(name) ?? false,
      description: describedBy(doc, field),
      inner: objectOf(doc, field),
    }
  })
}

/** A field's description: its own, an alternative's (a nullable field's), or its type's. */
function describedBy(doc: Contract, field: Schema): string | undefined {
  if (typeof field !== 'object') return undefined
  if (field.description) return field.description
  for (const alt of field.oneOf ?? []) {
    if (typeof alt === 'object' && alt.description) return alt.description
  }
  const resolved = resolve(doc, field).schema
  return typeof resolved === 'object' ? resolved.description : undefined
}
