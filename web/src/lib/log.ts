// The app's small logger. It keeps the last BREADCRUMB_COUNT entries in a
// ring, which travel with an error report as breadcrumbs (spec section 7:
// 30 log entries kept); console.info, warn and error feed the ring too once
// captureConsole has run, so the messages of libraries count as well.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface LogEntry {
  /** When it was written, in ms since the epoch. */
  at: number
  level: LogLevel
  message: string
}

/** How many entries the ring keeps (spec section 7). */
export const BREADCRUMB_COUNT = 30
/** The longest message kept; the collector refuses longer ones. */
export const MAX_ENTRY_LENGTH = 500

/** A fixed-size ring: pushing past its size forgets the oldest item. */
export class Ring<T> {
  private buf: T[] = []
  private next = 0
  constructor(readonly size: number) {}

  push(item: T) {
    if (this.buf.length < this.size) this.buf.push(item)
    else this.buf[this.next] = item
    this.next = (this.next + 1) % this.size
  }

  /** The items, oldest first. */
  items(): T[] {
    return this.buf.length < this.size ? [...this.buf] : [...this.buf.slice(this.next), ...this.buf.slice(0, this.next)]
  }

  clear() {
    this.buf = []
    this.next = 0
  }
}

/** One console argument as text: errors by name and message, objects as JSON. */
function describe(arg: unknown): string {
  if (typeof arg === 'string') return arg
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`
  if (arg === undefined || typeof arg === 'function' || typeof arg === 'symbol') return String(arg)
  try {
    return JSON.stringify(arg) ?? String(arg)
  } catch {
    return String(arg)
  }
}

/** A log call's arguments as one line, cut at MAX_ENTRY_LENGTH. */
export function formatArgs(args: readonly unknown[]): string {
  const text = args.map(describe).join(' ')
  return text.length > MAX_ENTRY_LENGTH ? `${text.slice(0, MAX_ENTRY_LENGTH - 1)}…` : text
}

const ring = new Ring<LogEntry>(BREADCRUMB_COUNT)

function record(level: LogLevel, args: readonly unknown[]) {
  ring.push({ at: Date.now(), level, message: formatArgs(args) })
}

/** The console's own methods, kept by captureConsole before it wraps them. */
const originals: Partial<Record<LogLevel, (...args: unknown[]) => void>> = {}

function print(level: LogLevel, args: unknown[]) {
  ;(originals[level] ?? console[level]).apply(console, args)
}

/**
 * Writes to the ring and, in development or for warnings and errors, to the
 * console.
 */
export const log = {
  debug: (...args: unknown[]) => {
    record('debug', args)
    if (import.meta.env.DEV) print('debug', args)
  },
  info: (...args: unknown[]) => {
    record('info', args)
    if (import.meta.env.DEV) print('info', args)
  },
  warn: (...args: unknown[]) => {
    record('warn', args)
    print('warn', args)
  },
  error: (...args: unknown[]) => {
    record('error', args)
    print('error', args)
  },
}

/** The last entries, oldest first: the breadcrumbs of an error report. */
export function breadcrumbs(): LogEntry[] {
  return ring.items()
}

let captured = false

/**
 * Makes console.info, warn and error also write to the ring (once per page).
 * The console still prints as before.
 */
export function captureConsole(target: Console = console) {
  if (captured) return
  captured = true
  for (const level of ['info', 'warn', 'error'] as const) {
    const own = target[level]
    if (target === console) originals[level] = own
    target[level] = (...args: unknown[]) => {
      record(level, args)
      own.apply(target, args)
    }
  }
}

/** Only for tests: forget the entries. */
export function resetLogForTests() {
  ring.clear()
}
