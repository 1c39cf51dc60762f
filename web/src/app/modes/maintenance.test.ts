import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AppContext, AppMode } from '../../lib/appMode'
import { modeRoutes } from './index'

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])])
}

// Every mode: the record makes the compiler name a mode left out.
const modes = Object.keys({
  default: true,
  embedded: true,
  operatorEmbed: true,
  kiosk: true,
  headless: true,
  framelessEmbed: true,
  whiteLabel: true,
  bloom: true,
  business: true,
} satisfies Record<AppMode, true>) as AppMode[]

// A 420 reloads any screen into /maintenance under the mode's base path
// (lib/api.ts): every mode must have the screen, or the shopper lands on
// its not-found page.
describe('the maintenance screen', () => {
  it.each(modes)('is a route of the %s mode', async (mode) => {
    const ctx: AppContext = {
      mode,
      partnerId: '1',
      basename: '',
      features: { auth: true, analytics: true, cartDrawer: true, marketplaceNav: mode === 'default', framed: false },
    }
    expect(paths(await modeRoutes(ctx))).toContain('/maintenance')
  })
})
