// Writes src/lib/contract.ts, the browser's wire types, from the API
// contract the server serves (internal/api/openapi.json, ADR 0020), with
// openapi-typescript. `npm run contract` rewrites it; src/lib/contract.test.ts
// fails when the committed file is not what the contract makes.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const contractJSON = new URL('../../internal/api/openapi.json', import.meta.url)
export const contractTS = new URL('../src/lib/contract.ts', import.meta.url)

const header = `// Generated from internal/api/openapi.json by scripts/contract.mjs (npm run contract): do not edit.
// The server's wire types; use components['schemas'][...] and the operations' answers from here.

`

/** The TypeScript the contract makes; arrayLength types a fixed-length array (a geofence's [lat, lng]) as a tuple. */
export async function generate() {
  return header + astToString(await openapiTS(contractJSON, { exportType: false, arrayLength: true }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(contractTS, await generate())
}
