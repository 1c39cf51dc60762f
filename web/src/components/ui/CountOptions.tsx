/** The options 1 to max of a quantity select. */
export function CountOptions({ max }: { max: number }) {
  return (
    <>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </>
  )
}
