import { afterEach, describe, expect, it } from 'vitest'
import { instanceKeys, resetSettingsForTests, settings } from './settings'

function putBlock(id: string, text: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = id
  block.textContent = text
  document.head.appendChild(block)
}

afterEach(() => {
  document.getElementById('pistil-app-settings')?.remove()
  document.getElementById('pistil-app-secrets')?.remove()
  resetSettingsForTests()
})

describe('the page settings blocks', () => {
  it('reads the public settings and the instance keys from their own blocks', () => {
    putBlock('pistil-app-settings', '{"apiPath":"/api/v1","features":["terpene_filter"]}')
    putBlock('pistil-app-secrets', '{"googleClientId":"g.apps.example","appleClientId":"com.example.web"}')
    expect(settings()).toEqual({ apiPath: '/api/v1', features: ['terpene_filter'] })
    expect(instanceKeys()).toEqual({ googleClientId: 'g.apps.example', appleClientId: 'com.example.web' })
  })

  it('takes no client id from the public block', () => {
    putBlock('pistil-app-settings', '{"googleClientId":"g.apps.example"}')
    expect(instanceKeys()).toEqual({})
  })

  it('answers {} for a missing, malformed or non-object block', () => {
    expect(settings()).toEqual({})
    expect(instanceKeys()).toEqual({})
    resetSettingsForTests()
    putBlock('pistil-app-settings', '{"apiPath":')
    putBlock('pistil-app-secrets', '["g.apps.example"]')
    expect(settings()).toEqual({})
    expect(instanceKeys()).toEqual({})
  })
})
