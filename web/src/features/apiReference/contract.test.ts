import { describe, expect, it } from 'vitest'
import { bySurface, fieldsOf, resolveResponse, typeLabel, type Contract, type Schema } from './contract'

const doc: Contract = {
  info: { title: 'T', version: '1' },
  tags: [{ name: 'shop' }, { name: 'site' }],
  paths: {
    '/b': { get: { operationId: 'b', summary: 'B', tags: ['shop'], responses: {} } },
    '/a': {
      post: { operationId: 'aPost', summary: 'A post', tags: ['shop'], responses: {} },
      get: { operationId: 'aGet', summary: 'A get', tags: ['shop'], responses: {} },
    },
    '/healthz': { get: { operationId: 'h', summary: 'H', tags: ['site'], responses: { '4XX': { $ref: '#/components/responses/Problem' } } } },
  },
  components: {
    schemas: {
      Line: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      Problem: { type: 'object', properties: { code: { type: 'string', enum: ['malformed', 'invalid'] } } },
    },
    responses: { Problem: { description: 'The one error shape.' } },
  },
}

describe('bySurface', () => {
  it("lists each tag's operations by path, then method", () => {
    const surfaces = bySurface(doc)
    expect(surfaces.map((s) => s.name)).toEqual(['shop', 'site'])
    expect(surfaces[0]!.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['get /a', 'post /a', 'get /b'])
  })
})

describe('typeLabel', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', format: 'date-time' }, 'date-time'],
    [{ oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?[0-9]+$' }] }, 'integer or string of digits'],
    [{ oneOf: [{ type: 'number' }, { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' }] }, 'number or numeric string'],
    [{ oneOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }, 'date-time or null'],
    [{ type: 'array', items: { $ref: '#/components/schemas/Line' } }, 'array of Line'],
    [{ type: 'object', additionalProperties: { type: 'string' } }, 'map of string'],
    [{ enum: ['a', 'b'] }, 'one of "a", "b"'],
    [{}, 'any JSON'],
    [true, 'any JSON'],
  ] as [Schema, string][])('%j reads %s', (schema, label) => {
    expect(typeLabel(doc, schema)).toBe(label)
  })
})

describe('fieldsOf', () => {
  it('lists fields with their types, requiredness and the object they hold', () => {
    const fields = fieldsOf(doc, {
      type: 'object',
      properties: { lines: { type: 'array', items: { $ref: '#/components/schemas/Line' }, description: 'The lines.' }, note: { type: 'string' } },
      required: ['lines'],
    })
    expect(fields.map(({ name, type, required, description }) => ({ name, type, required, description }))).toEqual([
      { name: 'lines', type: 'array of Line', required: true, description: 'The lines.' },
      { name: 'note', type: 'string', required: false, description: undefined },
    ])
    expect(fieldsOf(doc, fields[0]!.inner!).map((f) => f.name)).toEqual(['id'])
    expect(fields[1]!.inner).toBeUndefined()
  })
})

describe('resolveResponse', () => {
  it('follows a reference to a shared response', () => {
    expect(resolveResponse(doc, { $ref: '#/components/responses/Problem' }).description).toBe('The one error shape.')
  })
})
