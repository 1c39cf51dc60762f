// Each app mode's route table (spec section 2, mode-specific routes). The
// router (../router.tsx) takes the one of this page's mode, under the
// mode's base path, so a mode's paths here start at its root.
//
// The marketplace's table (the most common first page) is in the first
// load; every other mode's table is its own chunk, fetched only on a page
// of that mode, so no kiosk, headless, partner or console code reaches a
// marketplace shopper (issue 21, scripts/check-split.mjs).

import type { RouteObject } from 'react-router'
import type { AppContext, AppMode } from '../../lib/appMode'
import { defaultRoutes } from './default'

type Table = (ctx: AppContext) => RouteObject[]

const tables: Record<AppMode, () => Promise<Table>> = {
  default: async () => defaultRoutes,
  embedded: () => import('./embedded').then((m) => m.embeddedRoutes),
  operatorEmbed: () => import('./operatorEmbed').then((m) => m.operatorEmbedRoutes),
  kiosk: () => import('./kiosk').then((m) => m.kioskRoutes),
  headless: () => import('./headless').then((m) => m.headlessRoutes),
  framelessEmbed: () => import('./framelessEmbed').then((m) => m.framelessEmbedRoutes),
  whiteLabel: () => import('./whiteLabel').then((m) => m.whiteLabelRoutes),
  bloom: () => import('./bloom').then((m) => m.bloomRoutes),
  business: () => import('./business').then((m) => m.businessRoutes),
}

/** The route table of the page's mode, its code fetched first when it is not the marketplace's. */
export async function modeRoutes(ctx: AppContext): Promise<RouteObject[]> {
  const table = await tables[ctx.mode]()
  return table(ctx)
}
