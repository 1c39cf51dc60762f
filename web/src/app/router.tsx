import { createBrowserRouter } from 'react-router'
import { appContext, type AppContext } from '../lib/appMode'
import { modeRoutes } from './modes'

/** The router of this page's app mode: the mode's routes under its base path (lib/appMode.ts). */
export function createAppRouter(ctx: AppContext = appContext()) {
  return createBrowserRouter(modeRoutes(ctx), ctx.basename ? { basename: ctx.basename } : undefined)
}
