import { QUOTE_LIMITS } from '#schemas/quote-options.ts'
import { fieldId } from '../error-summary.tsx'
import { FormField } from '../form-field.tsx'
import { PlusIcon, TrashIcon } from '../icons.tsx'
import type { LineDraft, LineField } from './quote-draft.ts'
import type { Errors } from './quote-form.tsx'

/**
 * The package lines of step 2: one fieldset per kind of package. Without `onAdd` and `onRemove`
 * (no JavaScript) the lines are a fixed set, and blank ones are not sent.
 */
export function PackageLines({
  lines,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  lines: readonly LineDraft[]
  errors: Errors
  onChange: (index: number, field: LineField, value: string) => void
  onAdd?: (() => void) | undefined
  onRemove?: ((index: number) => void) | undefined
}) {
  const fields: { field: LineField; label: string; mode: 'numeric' | 'decimal' }[] = [
    { field: 'count', label: 'Pieces', mode: 'numeric' },
    { field: 'lengthCm', label: 'Length (cm)', mode: 'numeric' },
    { field: 'widthCm', label: 'Width (cm)', mode: 'numeric' },
    { field: 'heightCm', label: 'Height (cm)', mode: 'numeric' },
    { field: 'weightKg', label: 'Weight per piece (kg)', mode: 'decimal' },
  ]
  return (
    <div className="field--wide package-lines">
      <h3 className="package-lines__title">Packages</h3>
      <p className="field__hint">
        One line per kind of package: how many, outside dimensions in whole centimetres, and the
        weight of one piece.
      </p>
      <ol className="package-lines__list">
        {lines.map((line, index) => (
          <li key={line.key}>
            <fieldset className="package-line">
              <legend>Package line {index + 1}</legend>
              <div className="package-line__grid">
                {fields.map(({ field, label, mode }) => (
                  <FormField
                    key={field}
                    id={fieldId('quote', `packages.${index}.${field}`)}
                    label={label}
                    name={`packages.${index}.${field}`}
                    inputMode={mode}
                    autoComplete="off"
                    maxLength={9}
                    value={line[field]}
                    error={errors[`packages.${index}.${field}`]}
                    onChange={(event) => onChange(index, field, event.target.value)}
                  />
                ))}
              </div>
              {onRemove && lines.length > 1 ? (
                <button
                  type="button"
                  className="button button--text package-line__remove"
                  onClick={() => onRemove(index)}
                >
                  <TrashIcon /> Remove line {index + 1}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.packages ? (
        <p className="field__error" role="alert">
          {errors.packages}
        </p>
      ) : null}
      {onAdd && lines.length < QUOTE_LIMITS.LINES_MAX ? (
        <button type="button" className="button button--outline package-lines__add" onClick={onAdd}>
          <PlusIcon /> Add package line
        </button>
      ) : null}
    </div>
  )
}
