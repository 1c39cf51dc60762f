import { createBrowserRouter } from 'react-router'
import { appContext, type AppContext } from '../lib/appMode'
import { modeRoutes } from './modes'

/**
 * The router of this page's app mode: the mode's routes under its base path
 * (lib/appMode.ts), once the mode's route table has arrived (./modes).
 */
export async function createAppRouter(ctx: AppContext = appContext()) {
  return createBrowserRouter(await modeRoutes(ctx), ctx.basename ? { basename: ctx.basename } : undefined)
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>
