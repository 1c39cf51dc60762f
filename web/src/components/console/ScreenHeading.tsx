import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A console screen's (or step's) heading, focused when it appears, so a
 * screen reader reads the new screen and the keyboard starts from it.
 */
export function ScreenHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h1 ref={ref} id={id} tabIndex={-1}>
      {children}
    </h1>
  )
}
