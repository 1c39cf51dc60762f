import { describe, expect, it } from 'vitest'
import { bannerLength, sanitizeBanner } from './sanitize'

describe('sanitizeBanner', () => {
  it.each([
    ['<p><strong>Free delivery</strong> over $100.</p>', '<p><strong>Free delivery</strong> over $100.</p>'],
    ['<p onclick="steal()">Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://example.com/deals">deals</a>', '<a href="https://example.com/deals" rel="noopener noreferrer">deals</a>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<div><em>kept</em> <iframe src="x">gone</iframe></div>', '<em>kept</em> '],
    ['<style>body{}</style>plain', 'plain'],
  ])('sanitizeBanner(%s)', (html, want) => {
    expect(sanitizeBanner(html)).toBe(want)
  })

  it('counts the banner without its tags, and 0 when disabled', () => {
    expect(bannerLength({ enabled: true, message: '<p><strong>Free</strong> delivery</p>' })).toBe(13)
    expect(bannerLength({ enabled: false, message: '<p>Free</p>' })).toBe(0)
    expect(bannerLength({ enabled: true })).toBe(0)
  })
})
