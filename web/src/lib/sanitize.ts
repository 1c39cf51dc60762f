// Store banners are HTML written by the store. Only a small set of
// formatting survives: anything else (scripts, styles, event handlers,
// images, iframes, javascript: links) is dropped, keeping its text.

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'A', 'UL', 'OL', 'LI', 'SPAN'])
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'])

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')]
  if (node.nodeType !== Node.ELEMENT_NODE) return []
  const el = node as Element
  if (DROPPED_WITH_CONTENT.has(el.tagName)) return []
  const children = [...el.childNodes].flatMap((c) => clean(c, doc))
  if (!ALLOWED.has(el.tagName)) return children
  const out = doc.createElement(el.tagName.toLowerCase())
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? ''
    if (/^(https?:|mailto:|tel:|\/)/i.test(href.trim())) {
      out.setAttribute('href', href.trim())
      out.setAttribute('rel', 'noopener noreferrer')
    }
  }
  out.append(...children)
  return [out]
}

/** The banner's HTML with only safe formatting left. */
export function sanitizeBanner(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const box = doc.createElement('div')
  box.append(...[...doc.body.childNodes].flatMap((n) => clean(n, doc)))
  return box.innerHTML
}

/** The banner's length counted after stripping HTML tags; 0 when disabled (spec section 5). */
export function bannerLength(banner: { enabled: boolean; message?: string }): number {
  if (!banner.enabled || !banner.message) return 0
  return (new DOMParser().parseFromString(banner.message, 'text/html').body.textContent ?? '').length
}
