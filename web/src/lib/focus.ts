/**
 * A callback ref that focuses its element once, when it is drawn: what
 * React's autoFocus did. Preact, which renders the app (ADR 0023), only sets
 * the autofocus attribute, which a browser honours as a page loads and not
 * for an element drawn later. One function for every use, so a new render
 * never calls it again. ESLint refuses autoFocus.
 */
export function focusWhenDrawn(element: HTMLElement | null) {
  element?.focus()
}
