import type { ReactNode } from 'react'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { ChoiceOption, Field, ListField } from '#schemas/registry/fields.ts'
import { emptyValue } from '#schemas/registry/values.ts'
import { DateField, DateTimeField } from './date-fields.tsx'
import {
  Checkboxes,
  DecimalControl,
  ErrorText,
  Hint,
  OnePerLine,
  Select,
  TextControl,
  TranslatedText,
  errorAt,
  inputTypeOf,
  type FieldContext,
  type Option,
  type Path,
} from './field-controls.tsx'
import { fieldId, isOnePerLine } from './form-values.ts'
import { PicturePicker } from './picture-picker.tsx'

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
    case 'decimal':
      return <DecimalControl {...{ id, label, hint, error }} value={text} onChange={change} />
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
