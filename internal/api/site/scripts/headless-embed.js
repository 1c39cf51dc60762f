/*
 * Pistil headless loader (docs/modes/headless.md).
 *
 * On the partner's page:
 *   <script id="pistil-frame-script" src="https://pistil.example/headless/embed.js"></script>
 *
 * It puts an iframe of {pistil}/headless after itself (or into the element
 * named by data-container), and gives the page window.Pistil.buildCart(payload).
 * Messages go to the frame only at Pistil's origin, and are taken only from
 * the frame at Pistil's origin; each is dispatched on window as the
 * CustomEvents "pistil:message" and "pistil:{messageType}".
 *
 * Pistil's origin is the one the server wrote below, never the script
 * element's src: markup injected into the partner's page can clobber
 * getElementById and document.currentScript, and would otherwise choose
 * where the frame, and the shopper's details in buildCart, go. The element
 * is read only for where to put the frame and its title and height.
 */
(function () {
  'use strict'
  var SCRIPT_ID = 'pistil-frame-script'
  // Written by the server (internal/api/headless.go): its own origin.
  var origin = "{{PISTIL_ORIGIN}}"
  function scriptElement(el) {
    return typeof HTMLScriptElement !== 'undefined' && el instanceof HTMLScriptElement ? el : null
  }
  var script = scriptElement(document.getElementById(SCRIPT_ID)) || scriptElement(document.currentScript)
  if (!script) {
    if (window.console) console.error('Pistil: load embed.js from <script id="' + SCRIPT_ID + '" src="...">')
    return
  }
  if (window.Pistil && window.Pistil.headless) return

  var frame = document.createElement('iframe')
  frame.id = 'pistil-headless-frame'
  frame.src = origin + '/headless'
  frame.title = script.getAttribute('data-title') || 'Checkout'
  frame.setAttribute('allow', 'geolocation')
  // The frame knows its parent by this referrer where the browser has no
  // location.ancestorOrigins (Firefox), whatever the page's own policy.
  frame.referrerPolicy = 'origin'
  var minHeight = parseInt(script.getAttribute('data-min-height') || '', 10) || 480
  frame.style.display = 'block'
  frame.style.width = '100%'
  frame.style.border = '0'
  frame.style.height = minHeight + 'px'
  var container = script.getAttribute('data-container') && document.getElementById(script.getAttribute('data-container'))
  if (container) container.appendChild(frame)
  else script.parentNode.insertBefore(frame, script.nextSibling)

  var loaded = false
  var queue = []
  // The redirect of the partner's latest buildCart the frame carried out
  // (cartBuilt): the only place this page is sent after a checkout. A
  // buildCart the frame refused or failed leaves the one before in place.
  var redirectUrl = null
  // The redirects the partner has asked for: the only ones cartBuilt may confirm.
  var asked = []

  function send(messageType, payload) {
    var message = { messageType: messageType, payload: payload }
    if (loaded && frame.contentWindow) frame.contentWindow.postMessage(message, origin)
    else queue.push(message)
  }

  function buildCart(payload) {
    var options = (payload && payload.options) || {}
    if (typeof options.redirectUrl === 'string' && options.redirectUrl && asked.indexOf(options.redirectUrl) < 0) {
      asked.push(options.redirectUrl)
      if (asked.length > 50) asked.shift()
    }
    send('buildCart', payload)
  }

  function emit(name, detail, cancelable) {
    var event
    try {
      event = new CustomEvent(name, { detail: detail, cancelable: !!cancelable })
    } catch (e) {
      event = document.createEvent('CustomEvent')
      event.initCustomEvent(name, false, !!cancelable, detail)
    }
    return window.dispatchEvent(event)
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return
    var data = event.data
    if (!data || typeof data !== 'object' || typeof data.messageType !== 'string') return
    var payload = data.payload || {}
    if (data.messageType === 'loadingEvent' && payload.name === 'headlessAppLoaded') {
      loaded = true
      var pending = queue
      queue = []
      for (var i = 0; i < pending.length; i++) frame.contentWindow.postMessage(pending[i], origin)
    }
    if (data.messageType === 'resize' && typeof payload.height === 'number' && payload.height > 0) {
      frame.style.height = Math.max(minHeight, Math.min(Math.ceil(payload.height), 20000)) + 'px'
    }
    if (data.messageType === 'cartBuilt') {
      // The frame echoes the redirect of the build it carried out.
      redirectUrl = typeof payload.redirectUrl === 'string' && asked.indexOf(payload.redirectUrl) >= 0 ? payload.redirectUrl : null
    }
    emit('pistil:message', data, false)
    var proceed = emit('pistil:' + data.messageType, data, data.messageType === 'checkoutComplete')
    // The frame says where only by echoing the partner's own redirectUrl:
    // it can never send this page anywhere else.
    if (data.messageType === 'checkoutComplete' && proceed && redirectUrl && payload.redirectUrl === redirectUrl) {
      window.location.assign(redirectUrl)
    }
  })

  var api = { frame: frame, origin: origin, buildCart: buildCart }
  window.Pistil = window.Pistil || {}
  window.Pistil.headless = api
  window.Pistil.buildCart = buildCart
})()
