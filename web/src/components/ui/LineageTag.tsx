import { lineageLabel, type Labels } from '../../lib/slug'
import styles from './LineageTag.module.css'

/** A product's lineage (indica, sativa, hybrid, CBD) as a coloured tag, in the store's own words where it set them. */
export function LineageTag({ category, labels }: { category: string | null; labels?: Labels }) {
  const label = labels ? labels.lineage(category) : lineageLabel(category)
  if (!label || !category) return null
  return <span className={[styles.lineage, styles[category]].filter(Boolean).join(' ')}>{label}</span>
}
