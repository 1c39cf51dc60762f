import { resolve } from 'node:path'

/** Where the suite's SMTP sink (smtp-sink.mjs) keeps the mail it receives. */
export const mailDir = resolve(import.meta.dirname, '../test-results/mail')
