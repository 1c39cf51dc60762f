// The suite's clock. The tests run at any hour of any day, but what a
// shopper sees depends on the hour at the store: past last call a
// reservation moves to the next day and says so, at night the bag speaks of
// tomorrow. So the suite pins its time: the server runs with -clock, every
// browser context's pages with a Date moved to it (e2e/test.ts), and the pistil commands a
// spec runs with PISTIL_CLOCK, all at the last Wednesday, 11:00 in Los
// Angeles (every demo store open, delivery too), from which time runs on.

/** The store's zone and the hour the suite's clock starts at, on a Wednesday. */
const zone = 'America/Los_Angeles'
const hour = 11

/** The wall time, in `zone`, of an instant: weekday and the date's parts. */
function wallTime(at: number): { weekday: string; year: number; month: number; day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return { weekday: part('weekday'), year: Number(part('year')), month: Number(part('month')), day: Number(part('day')), hour: Number(part('hour')) }
}

/** The last Wednesday at `hour` in `zone` at or before `now`. */
export function lastWednesdayMorning(now: number): number {
  for (let back = 0; back <= 7; back++) {
    const then = wallTime(now - back * 86_400_000)
    if (then.weekday !== 'Wed') continue
    // The zone is 7 or 8 hours behind UTC; the guess that reads `hour` there is the one.
    for (const behind of [7, 8]) {
      const at = Date.UTC(then.year, then.month - 1, then.day, hour + behind)
      if (wallTime(at).hour === hour && at <= now) return at
    }
  }
  throw new Error(`no Wednesday ${hour}:00 in ${zone} in the week before ${new Date(now).toISOString()}`)
}

// Set once in the process that reads the config and inherited by the
// workers: the pinned instant and the real instant it stands for.
process.env.PISTIL_E2E_CLOCK_REAL ??= String(Date.now())
process.env.PISTIL_E2E_CLOCK ??= new Date(lastWednesdayMorning(Number(process.env.PISTIL_E2E_CLOCK_REAL))).toISOString()
const pinned = Date.parse(process.env.PISTIL_E2E_CLOCK)
const real = Number(process.env.PISTIL_E2E_CLOCK_REAL)

/** How far the suite's clock is from the real one, in milliseconds. */
export const suiteOffset = pinned - real

/** The suite's now, in milliseconds: the pinned instant plus the real time since. */
export function suiteNow(): number {
  return Date.now() + suiteOffset
}

/**
 * The suite's clock for a server's -clock or a command's PISTIL_CLOCK: how
 * far it is from the real one. An instant would start the server's clock
 * behind the suite's by however long the server took to start, and a
 * second factor's code for the next 30-second step would then sometimes be
 * two steps ahead of it.
 */
export function suiteClock(): string {
  return `${suiteOffset}ms`
}

/** The environment for a pistil command a spec runs: the suite's clock. */
export function clockEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PISTIL_CLOCK: suiteClock() }
}
