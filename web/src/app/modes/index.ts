// Each app mode's route table (spec section 2, mode-specific routes). The
// router (../router.tsx) takes the one of this page's mode, under the
// mode's base path, so a mode's paths here start at its root.

import type { RouteObject } from 'react-router'
import type { AppContext, AppMode } from '../../lib/appMode'
import { defaultRoutes } from './default'
import { embeddedRoutes } from './embedded'
import { operatorEmbedRoutes } from './operatorEmbed'
import { kioskRoutes } from './kiosk'
import { headlessRoutes } from './headless'
import { framelessEmbedRoutes } from './framelessEmbed'
import { whiteLabelRoutes } from './whiteLabel'
import { bloomRoutes } from './bloom'
import { businessRoutes } from './business'

const tables: Record<AppMode, (ctx: AppContext) => RouteObject[]> = {
  default: defaultRoutes,
  embedded: embeddedRoutes,
  operatorEmbed: operatorEmbedRoutes,
  kiosk: kioskRoutes,
  headless: headlessRoutes,
  framelessEmbed: framelessEmbedRoutes,
  whiteLabel: whiteLabelRoutes,
  bloom: bloomRoutes,
  business: businessRoutes,
}

export function modeRoutes(ctx: AppContext): RouteObject[] {
  return tables[ctx.mode](ctx)
}
