import type { CSSProperties } from 'react'
import styles from './Skeleton.module.css'

export function Skeleton({ width = '100%', height = 16, style }: { width?: number | string; height?: number | string; style?: CSSProperties }) {
  return <div className={styles.block} style={{ width, height, ...style }} aria-hidden="true" />
}
