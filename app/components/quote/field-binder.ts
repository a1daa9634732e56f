import { fieldId } from '../error-summary.tsx'
import type { QuoteDraft } from './quote-draft.ts'
import type { QuoteFormAction, QuoteFormState } from './use-quote-form.ts'

/** The quote form's id, and each field's id in it (the error summary links to them). */
export const QUOTE_FORM_ID = 'quote'
export const idOf = (name: string) => fieldId(QUOTE_FORM_ID, name)

type FieldOf<Value> = {
  [Field in keyof QuoteDraft]: QuoteDraft[Field] extends Value ? Field : never
}[keyof QuoteDraft]

/**
 * The props that tie one field of the form to the state, so that each field is one line:
 * `<FormField label="Commodity" {...bind.input('commodity')} />`.
 */
export function fieldBinder(state: QuoteFormState, dispatch: (action: QuoteFormAction) => void) {
  const edit = <Field extends keyof QuoteDraft>(field: Field, value: QuoteDraft[Field]) =>
    dispatch({ type: 'edit', field, value })
  const shared = (field: FieldOf<string>) => ({
    id: idOf(field),
    value: state.values[field],
    error: state.errors[field],
  })
  return {
    edit,
    /** A FormField: its change event carries the text. */
    input: (field: FieldOf<string>) => ({
      ...shared(field),
      name: field,
      onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
    }),
    /** A SelectField: its change carries the chosen value. */
    select: (field: FieldOf<string>) => ({
      ...shared(field),
      name: field,
      onChange: (value: string) => edit(field, value),
    }),
    /** A PersonField, which names its input after the field itself. */
    person: (field: 'name' | 'email' | 'phone') => ({
      ...shared(field),
      field,
      onChange: (value: string) => edit(field, value),
    }),
    checkbox: (field: FieldOf<boolean>) => ({
      name: field,
      checked: state.values[field],
      onChange: (checked: boolean) => edit(field, checked),
    }),
  }
}

export type FieldBinder = ReturnType<typeof fieldBinder>
