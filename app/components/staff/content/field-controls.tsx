import type { ReactNode } from 'react'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { Localized } from '#schemas/content/localized.ts'
import type { MediaItem } from '#schemas/media.ts'
import type { Field } from '#schemas/registry/fields.ts'
import type { TextValueProps } from './date-fields.tsx'
import { fieldId } from './form-values.ts'

/** The controls the edit form's fields are drawn with (content-fields.tsx picks them). */

export type Path = readonly (string | number)[]

/** What every field of the form reads besides its own value. */
export interface FieldContext {
  errors: Record<string, string>
  /** The items another collection offers for a reference: id and name. */
  options: Partial<Record<ContentCollection, { id: number; name: string }[]>>
  media: readonly MediaItem[]
  onChange(path: Path, value: unknown): void
}

export function errorAt(context: FieldContext, path: Path): string | undefined {
  return context.errors[['data', ...path].join('.')]
}

export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null
}

export function Hint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null
}

/** The attributes that tie a control to its hint and its error. */
export function describe(id: string, hint: string | undefined, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim()
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const
}

/** The input type that brings up the right keyboard on a phone. */
export function inputTypeOf(field: Field): string {
  if (field.kind === 'number') return 'number'
  if (field.kind !== 'line') return 'text'
  switch (field.format) {
    case 'email':
      return 'email'
    case 'phone':
      return 'tel'
    case 'web-address':
      return 'url'
    default:
      return 'text'
  }
}

export function TextControl({
  id,
  label,
  hint,
  value,
  error,
  multiLine = false,
  type = 'text',
  inputMode,
  lang,
  onChange,
}: {
  id: string
  label: ReactNode
  hint?: string | undefined
  value: string
  error: string | undefined
  multiLine?: boolean
  type?: string
  /** The keyboard a phone brings up for a text input ('decimal': digits and a point). */
  inputMode?: 'decimal'
  lang?: string
  onChange(value: string): void
}) {
  const control = describe(id, hint, error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      {multiLine ? (
        <textarea
          {...control}
          lang={lang}
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...control}
          lang={lang}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <ErrorText id={id} error={error} />
    </div>
  )
}

/**
 * An exact amount (money, a rate of exchange): a text input, not type="number", whose value a
 * browser would read as a binary floating-point number and whose Bengali digits it would refuse.
 * What is typed is sent as typed; the field's check reads any digits and thousands commas and
 * stores the amount with its decimals ("১,২৩৪.৫" → "1234.50").
 */
export function DecimalControl({ id, label, hint, value, error, onChange }: TextValueProps) {
  return (
    <TextControl {...{ id, label, hint, value, error, onChange }} inputMode="decimal" type="text" />
  )
}

/** A text in English and Bangla, side by side where there is room. */
export function TranslatedText({
  path,
  label,
  hint,
  multiLine,
  value,
  context,
}: {
  path: Path
  label: string
  hint: string | undefined
  multiLine: boolean
  value: unknown
  context: FieldContext
}) {
  const id = fieldId(path)
  const text = (value ?? { en: '', bn: '' }) as Localized
  const change = (next: Localized) => context.onChange(path, next)
  return (
    <fieldset className="content-group content-localized field--wide" id={id}>
      <legend>{label}</legend>
      {hint ? <p className="field__hint content-localized__hint">{hint}</p> : null}
      <TextControl
        id={fieldId([...path, 'en'])}
        label="English"
        lang="en"
        multiLine={multiLine}
        value={text.en}
        error={errorAt(context, [...path, 'en'])}
        onChange={(en) => change({ ...text, en })}
      />
      <TextControl
        id={fieldId([...path, 'bn'])}
        label="Bangla"
        lang="bn"
        multiLine={multiLine}
        value={text.bn}
        error={errorAt(context, [...path, 'bn'])}
        onChange={(bn) => change({ ...text, bn })}
      />
      <ErrorText id={id} error={errorAt(context, path)} />
    </fieldset>
  )
}

/** A list of one-line texts that are not translated (tags, gateways): one per line. */
export function OnePerLine({
  path,
  label,
  hint,
  value,
  context,
}: {
  path: Path
  label: string
  hint: string | undefined
  value: unknown
  context: FieldContext
}) {
  const id = fieldId(path)
  const prefix = `${['data', ...path].join('.')}.`
  // A refused line ("Tag is required.") is shown under the box.
  const error =
    errorAt(context, path) ??
    Object.entries(context.errors).find(([key]) => key.startsWith(prefix))?.[1]
  return (
    <div className="field field--wide">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint ?? 'One per line.'}
      </p>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        value={Array.isArray(value) ? value.join('\n') : ''}
        onChange={(event) => context.onChange(path, event.target.value.split('\n'))}
      />
      <ErrorText id={id} error={error} />
    </div>
  )
}

export interface Option {
  value: string | number
  label: string
}

export function Select({
  path,
  label,
  hint,
  options,
  value,
  numeric,
  context,
}: {
  path: Path
  label: string
  hint: string | undefined
  options: readonly Option[]
  value: unknown
  numeric: boolean
  context: FieldContext
}) {
  const id = fieldId(path)
  const error = errorAt(context, path)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <select
        {...describe(id, hint, error)}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => {
          const chosen = event.target.value
          context.onChange(path, numeric && chosen !== '' ? Number(chosen) : chosen)
        }}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function Checkboxes({
  path,
  label,
  hint,
  options,
  value,
  context,
}: {
  path: Path
  label: string
  hint: string | undefined
  options: readonly Option[]
  value: unknown[]
  context: FieldContext
}) {
  const id = fieldId(path)
  return (
    <fieldset className="content-group content-choices field--wide" id={id}>
      <legend>{label}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {options.map((option) => (
        <label key={option.value} className="content-choice">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              context.onChange(
                path,
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((chosen) => chosen !== option.value),
              )
            }
          />{' '}
          {option.label}
        </label>
      ))}
      <ErrorText id={id} error={errorAt(context, path)} />
    </fieldset>
  )
}
