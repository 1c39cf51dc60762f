// The headless frame's side of the protocol (docs/modes/headless.md): it
// says it has loaded, takes buildCart from the partner's page (only from the
// parent at a headless partner's origin: lib/parentFrame.ts), reports every
// failed call and its own height, and applies the partner's look.

import { useEffect, useRef, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { reportsHttpError, setHttpErrorReporter } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { onParentMessage, postToParent } from '../../lib/parentFrame'
import { buildCart } from './build'
import { APP_LOADED, catalogueTheme, checkBuildCart, fontUrlAllowed, MSG, themeVariables, type BuildCart } from '../../features/headless/protocol'
import { serial } from '../../features/headless/serial'
import { useHeadless } from '../../features/headless/state'

/** Posts an event the partner must receive each of: never debounced. */
export function tellParent(messageType: string, payload: unknown) {
  postToParent(messageType, payload, { debounce: false })
}

/** The analytics events of the wire shapes. */
export function analytics(name: 'cartItemRemoval' | 'cartItemChangeCount', properties: Record<string, unknown>) {
  tellParent(MSG.analytics, { name, properties })
}

// Builds run one after another, in the order the partner sent them; one
// that fails is reported and does not stop the ones after it.
const builds = serial()

/** Why a build that failed outright (not line by line) failed, for the shopper and the partner. */
export const BUILD_FAILED = 'something went wrong while adding the products. Please try again.'


/** The frame's messages with the partner's page; mount once, in the headless layout. */
export function useHeadlessFrame() {
  const client = useQueryClient()
  const navigate = useNavigate()
  // The listener and the loaded news live as long as the layout, whatever navigate's identity.
  const go = useRef(navigate)
  useEffect(() => {
    go.current = navigate
  }, [navigate])
  useEffect(() => {
    setHttpErrorReporter((f) => {
      if (reportsHttpError(f.path, f.method)) tellParent(MSG.httpError, f)
    })
    const stop = onParentMessage((message, origin) => {
      if (message.messageType !== 'buildCart') return
      const check = checkBuildCart(message.payload, origin, appContext().headlessPartners ?? [])
      if (!check.ok) {
        useHeadless.getState().set({ refusal: check.message })
        tellParent(MSG.buildCartError, { code: check.code, message: check.message, errors: check.errors })
        return
      }
      const build = check.value
      void builds(async () => {
        useHeadless.getState().set({ build, status: 'building', failed: [], refusal: undefined })
        const built = await buildCart(client, build)
        useHeadless.getState().set({ status: 'ready', failed: built.failed })
        tellParent(MSG.cartBuilt, {
          storeId: build.storeId,
          cartUuid: built.cart?.uuid ?? null,
          products: (built.cart?.products ?? []).map((p) => ({ productId: p.product_id, priceId: p.price_id, count: p.count })),
          failed: built.failed,
          // The partner's page takes this build's redirect as the one to follow after checkout.
          redirectUrl: build.options.redirectUrl ?? null,
        })
        void go.current('/')
      }, (err) => {
        console.error('Pistil: buildCart failed', err)
        useHeadless.getState().set({ status: 'refused', refusal: BUILD_FAILED })
        tellParent(MSG.buildCartError, { code: 'buildFailed', message: BUILD_FAILED, errors: {} })
      })
    })
    // Listening first, then saying so: a buildCart sent on the news is heard.
    tellParent(MSG.loading, { name: APP_LOADED })
    return () => {
      stop()
      setHttpErrorReporter(undefined)
    }
  }, [client])
}

/** Tells the partner's page the frame's height whenever it changes, so it can fit the frame to it. */
export function useReportHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    let last = 0
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(el.getBoundingClientRect().height)
      if (height !== last) {
        last = height
        // At once: ResizeObserver already reports at most once a frame.
        postToParent(MSG.resize, { height }, { debounce: false })
      }
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
}

/**
 * The partner's look on the frame: its catalogue theme, then the buildCart's
 * theme and font over it, as CSS variables on the page; a font stylesheet
 * only from a font service of FONT_HOSTS or the catalogue theme's font_url.
 */
export function useHeadlessTheme(build: BuildCart | undefined) {
  const link = useRef<HTMLLinkElement | null>(null)
  useEffect(() => {
    const partner = (appContext().headlessPartners ?? []).find((p) => p.id === build?.partnerId)
    const base = catalogueTheme(partner)
    const theme = { ...base.theme, ...Object.fromEntries(Object.entries(build?.options.theme ?? {}).filter(([, v]) => v)) }
    const font = build?.options.font ?? base.font
    const vars = themeVariables(theme, font)
    const root = document.documentElement
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v)
    const url = font?.url && fontUrlAllowed(font.url, partner?.theme.font_url) ? font.url : undefined
    if (url && link.current?.href !== url) {
      link.current?.remove()
      const el = document.createElement('link')
      el.rel = 'stylesheet'
      el.href = url
      el.crossOrigin = 'anonymous'
      document.head.appendChild(el)
      link.current = el
    }
    return () => {
      for (const k of Object.keys(vars)) root.style.removeProperty(k)
    }
  }, [build])
}
