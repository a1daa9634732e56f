import type { ReactNode } from 'react'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { Localized } from '#schemas/content/localized.ts'
import type { MediaItem } from '#schemas/media.ts'
import type { ChoiceOption, Field, ListField } from '#schemas/registry/fields.ts'
import { DateField, DateTimeField } from './date-fields.tsx'
import { emptyValue } from '#schemas/registry/values.ts'
import { fieldId, isOnePerLine } from './form-values.ts'
import { PicturePicker } from './picture-picker.tsx'

type Path = readonly (string | number)[]

/** What every field of the form reads besides its own value. */
export interface FieldContext {
  errors: Record<string, string>
  /** The items another collection offers for a reference: id and name. */
  options: Partial<Record<ContentCollection, { id: number; name: string }[]>>
  media: readonly MediaItem[]
  onChange(path: Path, value: unknown): void
}

function errorAt(context: FieldContext, path: Path): string | undefined {
  return context.errors[['data', ...path].join('.')]
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null
}

function Hint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null
}

/** The attributes that tie a control to its hint and its error. */
function describe(id: string, hint: string | undefined, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim()
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const
}

/** The input type that brings up the right keyboard on a phone. */
function inputTypeOf(field: Field): string {
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

function TextControl({
  id,
  label,
  hint,
  value,
  error,
  multiLine = false,
  type = 'text',
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** A text in English and Bangla, side by side where there is room. */
function TranslatedText({
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

/** A list of items (highlights, values): each with its own fields, added and removed by buttons. */
function ListOfItems({
  path,
  field,
  value,
  context,
}: {
  path: Path
  field: ListField
  value: unknown[]
  context: FieldContext
}) {
  const id = fieldId(path)
  const label = field.label.en
  return (
    <fieldset className="content-group field--wide" id={id}>
      <legend>{label}</legend>
      {field.hint ? <p className="field__hint">{field.hint.en}</p> : null}
      {value.map((item, index) => (
        <div className="content-list__item" key={index}>
          <RegistryField
            field={field.of}
            path={[...path, index]}
            value={item}
            context={context}
            labelOverride={`${label} ${index + 1}`}
          />
          <button
            type="button"
            className="button button--outline staff-button"
            onClick={() =>
              context.onChange(
                path,
                value.filter((_, at) => at !== index),
              )
            }
          >
            Remove {label.toLowerCase()} {index + 1}
          </button>
        </div>
      ))}
      {value.length < field.max ? (
        <button
          type="button"
          className="button button--outline staff-button"
          onClick={() => context.onChange(path, [...value, emptyValue(field.of)])}
        >
          Add to {label.toLowerCase()}
        </button>
      ) : null}
      <ErrorText id={id} error={errorAt(context, path)} />
    </fieldset>
  )
}

/** A list of one-line texts that are not translated (tags, gateways): one per line. */
function OnePerLine({
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

interface Option {
  value: string | number
  label: string
}

function Select({
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

function Checkboxes({
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

function labelled(options: readonly ChoiceOption[]): Option[] {
  return options.map((option) => ({ value: option.value, label: option.label.en }))
}

/** One field of the item, drawn from its definition in the registry. */
export function RegistryField({
  field,
  path,
  value,
  context,
  original = null,
  labelOverride,
}: {
  field: Field
  path: Path
  value: unknown
  context: FieldContext
  original?: unknown
  labelOverride?: string
}): ReactNode {
  if (field.kind === 'fixed') return null
  const label = labelOverride ?? field.label.en
  const hint = field.hint?.en
  const id = fieldId(path)
  const error = errorAt(context, path)
  const change = (next: unknown) => context.onChange(path, next)
  const text = typeof value === 'string' ? value : ''
  switch (field.kind) {
    case 'line':
    case 'text':
      if (field.translated) {
        const multiLine = field.kind === 'text'
        return <TranslatedText {...{ path, label, hint, multiLine, value, context }} />
      }
      return (
        <TextControl
          {...{ id, label, hint, error }}
          type={inputTypeOf(field)}
          value={text}
          onChange={change}
        />
      )
    case 'number':
      return (
        <TextControl
          {...{ id, label, hint, error }}
          type="number"
          value={value === undefined || value === null ? '' : String(value)}
          // What is not a number yet stays as typed, for the field's check to name the problem.
          onChange={(typed) =>
            change(typed.trim() === '' || !Number.isFinite(Number(typed)) ? typed : Number(typed))
          }
        />
      )
    case 'time':
      return (
        <TextControl
          {...{ id, label, error }}
          hint={hint ?? 'A time such as 18:00.'}
          value={text}
          onChange={change}
        />
      )
    case 'yes-no':
      return (
        <div className="field content-choice">
          <label>
            <input
              type="checkbox"
              id={id}
              checked={value === true}
              onChange={(event) => change(event.target.checked)}
            />{' '}
            {label}
          </label>
          <Hint id={id} hint={hint} />
        </div>
      )
    case 'date':
      return <DateField {...{ id, label, hint, error }} value={text} onChange={change} />
    case 'date-time':
      return <DateTimeField {...{ id, label, hint, error }} value={text} onChange={change} />
    case 'choice':
      return field.several ? (
        <Checkboxes
          {...{ path, label, hint, context }}
          options={labelled(field.options)}
          value={Array.isArray(value) ? value : []}
        />
      ) : (
        <Select
          {...{ path, label, hint, value, context }}
          options={labelled(field.options)}
          numeric={false}
        />
      )
    case 'reference': {
      const options = (context.options[field.collection as ContentCollection] ?? []).map(
        (item) => ({ value: item.id, label: item.name }),
      )
      return field.several ? (
        <Checkboxes
          {...{ path, label, hint, options, context }}
          value={Array.isArray(value) ? value : []}
        />
      ) : (
        <Select {...{ path, label, hint, options, value, context }} numeric />
      )
    }
    case 'image':
      return (
        <PicturePicker
          {...{ id, label }}
          value={(value as ImageRef | null) ?? null}
          original={(original as ImageRef | null) ?? null}
          media={context.media}
          error={error ?? errorAt(context, [...path, 'id'])}
          onChange={change}
        />
      )
    case 'list':
      if (isOnePerLine(field)) return <OnePerLine {...{ path, label, hint, value, context }} />
      return <ListOfItems {...{ path, field, context }} value={Array.isArray(value) ? value : []} />
    case 'group': {
      const record = (value ?? {}) as Record<string, unknown>
      const originalRecord = (original ?? {}) as Record<string, unknown>
      return (
        <fieldset className="content-group field--wide" id={id}>
          <legend>{label}</legend>
          {hint ? <p className="field__hint">{hint}</p> : null}
          <div className="form-grid">
            {Object.entries(field.fields).map(([name, inner]) => (
              <RegistryField
                key={name}
                field={inner}
                path={[...path, name]}
                value={record[name]}
                original={originalRecord[name]}
                context={context}
              />
            ))}
          </div>
          <ErrorText id={id} error={error} />
        </fieldset>
      )
    }
  }
}
