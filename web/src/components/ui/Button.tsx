import type { ButtonHTMLAttributes, Ref } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './Button.module.css'

type Variant = 'primary' | 'secondary'

function classes(variant: Variant, block: boolean, extra?: string) {
  return [styles.button, variant === 'secondary' && styles.secondary, block && styles.block, extra].filter(Boolean).join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  block?: boolean
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A button; while loading it blocks pointer interaction (spec section 4). */
export function Button({ variant = 'primary', block = false, loading = false, className, children, ...rest }: ButtonProps) {
  return (
    <button className={classes(variant, block, className)} aria-busy={loading || undefined} {...rest}>
      {children}
    </button>
  )
}

export function ButtonLink({ variant = 'primary', block = false, className, ...rest }: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link className={classes(variant, block, className)} {...rest} />
}
