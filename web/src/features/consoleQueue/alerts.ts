// The queue's alerts beyond the screen (ADR 0022, section 7): a short
// two-tone chime made with the Web Audio API (two oscillators, so there is
// no sound file), on only once the staff member turns it on with a click,
// as browsers' autoplay rules require; and the browser's notifications,
// asked for only from the "Alert me" button and shown only while the page
// is hidden. Both switches are kept per device in pistil.business.alerts.

import { useCallback, useEffect, useState } from 'react'
import { modeStorageKey } from '../../lib/appMode'
import { localStore } from '../../lib/browserStorage'

export interface AlertSwitches {
  sound: boolean
  notify: boolean
}

export const ALERTS_KEY = modeStorageKey('alerts', 'business')

export function readAlertSwitches(): AlertSwitches {
  try {
    const kept = JSON.parse(localStore().getItem(ALERTS_KEY) ?? '{}') as Partial<AlertSwitches> | null
    return { sound: kept?.sound === true, notify: kept?.notify === true }
  } catch {
    return { sound: false, notify: false }
  }
}

function keepAlertSwitches(s: AlertSwitches) {
  localStore().setItem(ALERTS_KEY, JSON.stringify(s))
}

/** The chime's two tones (Hz) and when each starts (s): a rising fourth, short enough not to startle. */
const TONES: readonly [number, number][] = [
  [660, 0],
  [880, 0.16],
]
const TONE_LENGTH = 0.14

let audio: AudioContext | undefined

/** The page's audio context, made (or woken) within a click or a key press: before one, browsers keep it silent. */
function wakeAudio(): AudioContext | undefined {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext
  if (!Context) return undefined
  audio ??= new Context()
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined)
  return audio
}

/** Plays the chime, when the audio context was made. */
export function playChime() {
  const ctx = audio
  if (!ctx) return
  const t = ctx.currentTime
  for (const [frequency, start] of TONES) {
    const tone = ctx.createOscillator()
    const gain = ctx.createGain()
    tone.type = 'sine'
    tone.frequency.setValueAtTime(frequency, t + start)
    gain.gain.setValueAtTime(0.0001, t + start)
    gain.gain.exponentialRampToValueAtTime(0.25, t + start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, t + start + TONE_LENGTH)
    tone.connect(gain)
    gain.connect(ctx.destination)
    tone.start(t + start)
    tone.stop(t + start + TONE_LENGTH + 0.01)
  }
}

/** Only for tests: forget the audio context. */
export function resetAudioForTests() {
  audio = undefined
}

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window
}

/**
 * The alert switches and what they do: sound and notify are what is on
 * now (notify only while the browser grants notifications); alert() plays
 * and shows what is on for an event.
 */
export function useAlerts() {
  const [switches, setSwitches] = useState(readAlertSwitches)
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  )
  const notifyOn = switches.notify && permission === 'granted'

  // Sound kept on from an earlier visit: the first click or key press on the page wakes the audio.
  useEffect(() => {
    if (!switches.sound || audio) return
    const wake = () => wakeAudio()
    document.addEventListener('pointerdown', wake, { once: true })
    document.addEventListener('keydown', wake, { once: true })
    return () => {
      document.removeEventListener('pointerdown', wake)
      document.removeEventListener('keydown', wake)
    }
  }, [switches.sound])

  const change = (next: AlertSwitches) => {
    setSwitches(next)
    keepAlertSwitches(next)
  }

  /** Turns the sound on or off; on, within the click, it wakes the audio and plays the chime once to hear it. */
  const setSound = (on: boolean) => {
    if (on) {
      wakeAudio()
      playChime()
    }
    change({ ...switches, sound: on })
  }

  /** Turns notifications on (asking the browser first, the first time) or off. */
  const setNotify = async (on: boolean) => {
    if (!on || !notificationsSupported()) {
      change({ ...switches, notify: false })
      return
    }
    const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
    setPermission(answer)
    change({ ...switches, notify: answer === 'granted' })
  }

  const sound = switches.sound
  /** What an event asks of the alerts that are on: the chime, and a notification while the page is hidden. */
  const alert = useCallback(
    (title: string, body: string, tag: string) => {
      if (sound) playChime()
      if (notifyOn && document.hidden) {
        const n = new Notification(title, { body, tag })
        n.onclick = () => {
          window.focus()
          n.close()
        }
      }
    },
    [sound, notifyOn],
  )

  return { sound, notify: notifyOn, permission, setSound, setNotify, alert }
}
