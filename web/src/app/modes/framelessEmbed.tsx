// The framelessEmbed mode's routes (spec section 2). Until its own screens land, the
// marketplace's under the mode's base path.

import type { RouteObject } from 'react-router'
import { defaultRoutes } from './default'

export function framelessEmbedRoutes(): RouteObject[] {
  return defaultRoutes()
}
