// How a console form shows a refusal of the server (the one error shape):
// shared by the console's features, which may not import each other.

import { ApiError, type Validations } from '../../lib/api'

export const MSG_FAILED = 'Something went wrong. Please try again.'

/**
 * A refusal as a form shows it: the errors of the fields it has beside
 * them, anything else as one message above, and the server's message when
 * it named no field (a failure that is not the server's has a message of
 * its own).
 */
export function refusalOf(err: unknown, fields: string[]): { errors: Validations; message?: string } {
  if (!(err instanceof ApiError)) return { errors: {}, message: MSG_FAILED }
  const errors: Validations = {}
  const rest: string[] = []
  for (const [field, messages] of Object.entries(err.validations)) {
    if (fields.includes(field)) errors[field] = messages
    else rest.push(...messages)
  }
  if (Object.keys(errors).length === 0 && rest.length === 0) return { errors, message: err.message }
  return { errors, message: rest.length > 0 ? rest.join(' ') : undefined }
}
