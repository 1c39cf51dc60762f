import { afterEach, describe, expect, it } from 'vitest'
import { assetURL, elementById, focusedElement, keepLazyStylesInShadow, mountElement, portalRoot, shadowRoot } from './appRoot'
import { RUNTIME_CONFIG_GLOBAL, resetAppContextForTests, type RuntimeConfig } from './appMode'

const rc: RuntimeConfig = {
  storeId: 4,
  isFramelessEmbedMode: true,
  partnerHostedPath: '/menu',
  publicPath: 'https://pistil.example/',
  container: '#menu-here',
}

function setRuntime(config?: RuntimeConfig) {
  ;(window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = config
  resetAppContextForTests()
}

afterEach(() => {
  setRuntime(undefined)
  document.body.innerHTML = ''
})

describe('assetURL', () => {
  it('leaves URLs alone outside the frameless embed', () => {
    expect(assetURL('/images/products/flower/hybrid.svg', undefined)).toBe('/images/products/flower/hybrid.svg')
  })
  it("puts Pistil's origin and deploy path before a server path in the frameless embed", () => {
    expect(assetURL('/images/a.png', rc)).toBe('https://pistil.example/images/a.png')
    expect(assetURL('/banners/b.svg', { ...rc, publicPath: 'https://cdn.example/shop/' })).toBe('https://cdn.example/shop/banners/b.svg')
  })
  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(assetURL('https://img.example/a.png', rc)).toBe('https://img.example/a.png')
    expect(assetURL('//img.example/a.png', rc)).toBe('//img.example/a.png')
  })
})

describe('the app root', () => {
  it('is #root and the body outside the frameless embed', () => {
    document.body.innerHTML = '<div id="root"><p id="main">x</p></div>'
    expect(shadowRoot()).toBeUndefined()
    expect(mountElement()?.id).toBe('root')
    expect(portalRoot()).toBe(document.body)
    expect(elementById('main')?.textContent).toBe('x')
  })

  it("is the shadow root on the partner's container in the frameless embed", () => {
    document.body.innerHTML = '<header>Partner</header><div id="menu-here"></div>'
    setRuntime(rc)
    const mount = mountElement()
    const shadow = document.getElementById('menu-here')?.shadowRoot
    expect(shadow).toBeTruthy()
    expect(mount?.getRootNode()).toBe(shadow)
    expect(mount?.classList.contains('app-root')).toBe(true)
    expect(portalRoot()).toBe(mount)
    const button = document.createElement('button')
    button.id = 'inside'
    mount?.appendChild(button)
    expect(elementById('inside')).toBe(button)
    expect(document.getElementById('inside')).toBeNull()
    button.focus()
    expect(focusedElement()).toBe(button)
  })
})

describe('keepLazyStylesInShadow', () => {
  const base = 'https://pistil.example/assets/'
  const link = (href: string) => {
    const l = document.createElement('link')
    l.rel = 'stylesheet'
    l.href = href
    return l
  }
  const flush = () => new Promise((done) => setTimeout(done, 0))

  it("switches a lazy chunk's sheet off in the head and links it in the shadow root once", async () => {
    document.body.innerHTML = '<div id="menu-here"></div>'
    const shadow = document.getElementById('menu-here')!.attachShadow({ mode: 'open' })
    shadow.appendChild(link(`${base}index-a.css`))
    const stop = keepLazyStylesInShadow(base, shadow)
    const lazy = link(`${base}ProductDetail-b.css`)
    const already = link(`${base}index-a.css`)
    const partners = link('https://partner.example/site.css')
    document.head.append(lazy, already, partners)
    await flush()
    stop()
    expect([lazy.media, already.media, partners.media]).toEqual(['not all', 'not all', ''])
    expect([...shadow.querySelectorAll('link')].map((l) => l.href).sort()).toEqual([`${base}ProductDetail-b.css`, `${base}index-a.css`])
    lazy.remove()
    already.remove()
    partners.remove()
  })

  it('does nothing outside the frameless embed', () => {
    expect(keepLazyStylesInShadow(base, undefined)()).toBeUndefined()
  })
})
