import { Field } from '../../components/ui/Field'
import styles from './Menu.module.css'

interface WeightFieldsProps {
  /** The weight's id (eighth_ounce), which names the inputs. */
  priceId: string
  /** The weight as the menu writes it: 3.5g, Each. */
  label: string
  price: string
  stock: string
  onPrice: (text: string) => void
  onStock: (text: string) => void
  priceErrors?: string[]
  stockErrors?: string[]
}

/** One weight's price (dollars) and count on hand, side by side: the editor's and the add form's. */
export function WeightFields({ priceId, label, price, stock, onPrice, onStock, priceErrors, stockErrors }: WeightFieldsProps) {
  return (
    <div className={styles.weightRow}>
      <Field
        label={`Price of ${label} (dollars)`}
        name={`price_${priceId}`}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(e) => onPrice(e.target.value)}
        errors={priceErrors}
      />
      <Field
        label={`Stock of ${label}`}
        name={`stock_${priceId}`}
        inputMode="numeric"
        autoComplete="off"
        value={stock}
        onChange={(e) => onStock(e.target.value)}
        errors={stockErrors}
      />
    </div>
  )
}
