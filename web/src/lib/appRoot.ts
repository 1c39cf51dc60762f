// Where the app lives in the page. Every mode renders into #root of its
// own document, but the frameless embed renders into an open shadow root
// attached to a container on a partner's page (docs/modes/frameless.md),
// so lookups by id, the focused element, portals and root-relative asset
// URLs go through here instead of document.

import { appContext, frameless, type RuntimeConfig } from './appMode'

/** The element the frameless loader creates inside the shadow root. */
export const SHADOW_MOUNT_ID = 'pistil-app'
const DEFAULT_CONTAINER = '#pistil-menu'

/**
 * The frameless embed's shadow root on the partner's page: the loader
 * attaches it to the container (runtime config container, #pistil-menu
 * by default) and puts the app's styles and mount element in it; made
 * here if the loader did not.
 */
export function shadowRoot(rc: RuntimeConfig | undefined = frameless()): ShadowRoot | undefined {
  if (!rc || typeof document === 'undefined') return undefined
  const host = document.querySelector(rc.container ?? DEFAULT_CONTAINER)
  if (!host) return undefined
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

/** The element the app renders into: #root, or the mount element in the frameless shadow root. */
export function mountElement(): HTMLElement | null {
  const shadow = shadowRoot()
  if (!shadow) return document.getElementById('root')
  let mount = shadow.getElementById(SHADOW_MOUNT_ID)
  if (!mount) {
    mount = document.createElement('div')
    mount.id = SHADOW_MOUNT_ID
    shadow.appendChild(mount)
  }
  // The class carries the base styles that body has in other modes (styles/global.css).
  mount.classList.add('app-root')
  return mount
}

/** The tree the app's elements live in: the document, or the frameless shadow root. */
export function appRootNode(): Document | ShadowRoot {
  return shadowRoot() ?? document
}

/** An element of the app by id (document.getElementById does not look into a shadow root). */
export function elementById(id: string): HTMLElement | null {
  return appRootNode().getElementById(id) as HTMLElement | null
}

/**
 * The element that has the focus, looking through shadow roots (inside
 * one, document.activeElement is its host).
 */
export function focusedElement(): Element | null {
  let el: Element | null = document.activeElement
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
  return el
}

/**
 * Where a portal (an overlay rendered outside its owner) goes: the body of
 * the app's own page, or the app's mount element inside the frameless
 * shadow root, whose styles the body would not have.
 */
export function portalRoot(): HTMLElement {
  return (shadowRoot() ? mountElement() : null) ?? document.body
}

/**
 * A URL the server gave as a path on its own host (/images/..., /banners/...)
 * made absolute where the page is not on that host: in the frameless embed
 * it resolves against Pistil's origin (runtime config publicPath), not
 * the partner's.
 */
export function assetURL<T extends string | undefined>(url: T, rc: RuntimeConfig | undefined = frameless()): T | string {
  if (!url || !rc?.publicPath || !url.startsWith('/') || url.startsWith('//')) return url
  return rc.publicPath.replace(/\/+$/, '') + url
}

/** The name of the site the page belongs to: the partner's, or Pistil in the marketplace. */
export function siteName(): string {
  const ctx = appContext()
  return ctx.mode !== 'default' && ctx.mode !== 'kiosk' && ctx.partner?.name ? ctx.partner.name : 'Pistil'
}

/**
 * Keeps the style sheets of the app's lazy chunks inside the frameless
 * shadow root. Loading a screen's chunk, the bundler's preload helper links
 * the chunk's CSS in document.head, where it would style the partner's page
 * and not the app. For each such link (its href under assetsBase, the
 * folder of the app's built files), this switches it off for the partner's
 * page (media "not all": the helper still waits for it to load) and links
 * the same sheet in the shadow root, unless the loader put it there already
 * (internal/api/site/frameless.go links every shopper chunk's CSS up front).
 * Answers a function that stops watching; nothing to do outside the embed.
 */
export function keepLazyStylesInShadow(assetsBase: string, shadow: ShadowRoot | undefined = shadowRoot()): () => void {
  if (!shadow || typeof MutationObserver === 'undefined') return () => undefined
  const adopt = (node: Node) => {
    if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet' || !node.href.startsWith(assetsBase)) return
    node.media = 'not all'
    const inShadow = [...shadow.querySelectorAll('link[rel="stylesheet"]')].some((l) => (l as HTMLLinkElement).href === node.href)
    if (inShadow) return
    const copy = document.createElement('link')
    copy.rel = 'stylesheet'
    copy.href = node.href
    shadow.insertBefore(copy, shadow.firstChild)
  }
  const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(adopt)))
  observer.observe(document.head, { childList: true })
  return () => observer.disconnect()
}
