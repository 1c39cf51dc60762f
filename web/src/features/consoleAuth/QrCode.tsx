import { encode } from 'uqr'
import styles from './consoleAuth.module.css'

/**
 * A QR code of text (the authenticator's otpauth:// setup link), drawn as
 * SVG from the module matrix uqr encodes: one path of the dark modules,
 * with the quiet zone QR readers need around it. The picture is named
 * for screen readers; the same secret is also shown as text beside it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { border: 4 })
  let d = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
