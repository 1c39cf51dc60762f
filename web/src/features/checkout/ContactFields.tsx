// The checkout's contact part: the shopper's details, and where the store
// asks it, whether they live in its state.

import { Field } from '../../components/ui/Field'
import type { Validations } from '../../lib/api'
import { REGIONS } from '../../lib/regions'
import type { Contact } from './api'
import type { ContactField } from './form'
import { RadioGroup } from './RadioGroup'
import styles from './Checkout.module.css'

const stateName = (code: string) => REGIONS.find((r) => r.code === code)?.name ?? code

export function ContactFields({
  values,
  errors,
  onChange,
  ageMinimum,
}: {
  values: Contact
  errors: Validations
  onChange: (field: ContactField, value: string) => void
  ageMinimum: number
}) {
  const contact = (name: ContactField, label: string, props: Record<string, string> = {}) => (
    <Field label={label} name={name} value={values[name]} errors={errors[name]} required onChange={(e) => onChange(name, e.target.value)} {...props} />
  )
  return (
    <fieldset className={styles.group}>
      <legend>Your details</legend>
      {contact('first_name', 'First name', { autoComplete: 'given-name' })}
      {contact('last_name', 'Last name', { autoComplete: 'family-name' })}
      {contact('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {contact('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
      {contact('birth_date', 'Date of birth', {
        type: 'date',
        autoComplete: 'bday',
        hint: `You must be ${ageMinimum} or older.`,
      })}
    </fieldset>
  )
}

/** The residency question (a store in a state with visitor limits): no default, the shopper answers it. */
export function ResidencyChoice({ state, value, onChange, errors }: { state: string; value: string; onChange: (v: string) => void; errors?: string[] }) {
  return (
    <RadioGroup
      legend={`Do you live in ${stateName(state)}?`}
      name="resident"
      value={value}
      onChange={onChange}
      required
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No', detail: 'Visitors may buy half the resident limits.' },
      ]}
      errors={errors}
    />
  )
}
