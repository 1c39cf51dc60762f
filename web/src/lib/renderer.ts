import { options } from 'preact'

/**
 * Preact renders the app through its React compatibility layer (ADR 0023).
 * React runs the effects of a render before it handles the next event;
 * Preact, by default, a frame after the render is painted. In that frame a
 * click could reach a button whose effects have not run: a TanStack mutation
 * started then never calls its onSuccess or onError (its observer subscribes
 * in an effect), and the answer was lost. So effects run as soon as the
 * render's task ends, before any event or timer: React's order. Imported
 * first, by main.tsx and the unit tests' setup.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush)
