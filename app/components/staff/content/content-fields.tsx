import type { ReactNode } from 'react'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { MediaItem } from '#schemas/media.ts'
import type { z } from '#schemas/zod.ts'
import { emptyValue, fieldId, fieldKind, type FieldKind } from './schema-fields.ts'

type Path = readonly (string | number)[]

/** What every field of the form reads besides its own value. */
export interface FieldContext {
  errors: Record<string, string>
  references: Partial<Record<string, { collection: ContentCollection }>>
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

/** The attributes that tie a control to its error. */
function describe(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const
}

function TextControl({
  id,
  label,
  value,
  error,
  multiLine = false,
  type = 'text',
  lang,
  onChange,
}: {
  id: string
  label: ReactNode
  value: string
  error: string | undefined
  multiLine?: boolean
  type?: string
  lang?: string
  onChange(value: string): void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiLine ? (
        <textarea
          {...describe(id, error)}
          lang={lang}
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...describe(id, error)}
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

/** The picture of a ref, as a small preview: the drawing's file or the photo's smallest file. */
function previewUrl(ref: ImageRef | null, media: readonly MediaItem[]): string | null {
  if (!ref) return null
  if (ref.kind === 'illustration') return ref.path
  const item = media.find((candidate) => candidate.id === ref.id)
  const smallest = item?.derivatives.toSorted((a, b) => a.width - b.width)[0]
  return smallest?.url ?? item?.originalUrl ?? null
}

function ImagePicker({
  path,
  label,
  value,
  original,
  context,
}: {
  path: Path
  label: string
  value: ImageRef | null
  /** The drawing the item had when the form opened, so it can be chosen again. */
  original: ImageRef | null
  context: FieldContext
}) {
  const id = fieldId(path)
  const error = errorAt(context, path) ?? errorAt(context, [...path, 'id'])
  const selected = value ? (value.kind === 'media' ? `media:${value.id}` : `drawing`) : ''
  const drawing =
    value?.kind === 'illustration' ? value : original?.kind === 'illustration' ? original : null
  const preview = previewUrl(value, context.media)
  return (
    <div className="field field--wide content-image">
      <label htmlFor={id}>{label}</label>
      <select
        {...describe(id, error)}
        value={selected}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === 'drawing' && drawing) context.onChange(path, drawing)
          else if (choice.startsWith('media:')) {
            context.onChange(path, { kind: 'media', id: choice.slice('media:'.length) })
          } else context.onChange(path, null)
        }}
      >
        <option value="">Choose a picture</option>
        {drawing ? <option value="drawing">Keep the illustration ({drawing.path})</option> : null}
        {context.media.map((item) => (
          <option key={item.id} value={`media:${item.id}`}>
            Photo: {item.originalName}
            {item.usable
              ? ''
              : ` (not usable yet: ${item.status === 'ready' ? 'needs alt text' : item.status})`}
          </option>
        ))}
      </select>
      {preview ? <img className="content-image__preview" src={preview} alt="" /> : null}
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** A list of items (highlights, values): each with its own fields, added and removed by buttons. */
function ListField({
  path,
  kind,
  value,
  context,
  fieldKey,
}: {
  path: Path
  kind: Extract<FieldKind, { kind: 'list' }>
  value: unknown[]
  context: FieldContext
  fieldKey: string
}) {
  const id = fieldId(path)
  const error = errorAt(context, path)
  return (
    <fieldset className="content-group field--wide" id={id}>
      <legend>{kind.label}</legend>
      {value.map((item, index) => (
        <div className="content-list__item" key={index}>
          <SchemaField
            fieldKey={fieldKey}
            schema={kind.item}
            path={[...path, index]}
            value={item}
            context={context}
            labelOverride={`${kind.label} ${index + 1}`}
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
            Remove {kind.label.toLowerCase()} {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--outline staff-button"
        onClick={() =>
          context.onChange(path, [...value, emptyValue(kind.item, context.references, fieldKey)])
        }
      >
        Add to {kind.label.toLowerCase()}
      </button>
      <ErrorText id={id} error={error} />
    </fieldset>
  )
}

function Checkboxes({
  path,
  label,
  options,
  value,
  context,
}: {
  path: Path
  label: string
  options: readonly { value: string | number; label: string }[]
  value: unknown[]
  context: FieldContext
}) {
  const id = fieldId(path)
  const error = errorAt(context, path)
  return (
    <fieldset className="content-group content-choices field--wide" id={id}>
      <legend>{label}</legend>
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
      <ErrorText id={id} error={error} />
    </fieldset>
  )
}

/** One field of the item, drawn from its schema. */
export function SchemaField({
  fieldKey,
  schema,
  path,
  value,
  context,
  original = null,
  labelOverride,
}: {
  fieldKey: string
  schema: z.ZodType
  path: Path
  value: unknown
  context: FieldContext
  original?: unknown
  labelOverride?: string
}): ReactNode {
  const kind = fieldKind(fieldKey, schema, context.references)
  if (kind.kind === 'fixed') return null
  const label = labelOverride ?? kind.label
  const id = fieldId(path)
  const error = errorAt(context, path)
  const change = (next: unknown) => context.onChange(path, next)
  switch (kind.kind) {
    case 'localized': {
      const text = (value ?? { en: '', bn: '' }) as { en: string; bn: string }
      return (
        <fieldset className="content-group content-localized field--wide" id={id}>
          <legend>{label}</legend>
          <TextControl
            id={fieldId([...path, 'en'])}
            label="English"
            lang="en"
            multiLine={kind.multiLine}
            value={text.en}
            error={errorAt(context, [...path, 'en'])}
            onChange={(en) => change({ ...text, en })}
          />
          <TextControl
            id={fieldId([...path, 'bn'])}
            label="Bangla"
            lang="bn"
            multiLine={kind.multiLine}
            value={text.bn}
            error={errorAt(context, [...path, 'bn'])}
            onChange={(bn) => change({ ...text, bn })}
          />
          <ErrorText id={id} error={error} />
        </fieldset>
      )
    }
    case 'text':
      return (
        <TextControl
          id={id}
          label={label}
          type={kind.inputType}
          value={typeof value === 'string' ? value : ''}
          error={error}
          onChange={change}
        />
      )
    case 'number':
      return (
        <TextControl
          id={id}
          label={label}
          type="number"
          value={value === undefined || value === null ? '' : String(value)}
          error={error}
          // What is not a number yet stays as typed, for the schema to name the problem.
          onChange={(typed) =>
            change(typed.trim() === '' || !Number.isFinite(Number(typed)) ? typed : Number(typed))
          }
        />
      )
    case 'boolean':
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
        </div>
      )
    case 'select':
    case 'reference': {
      const options =
        kind.kind === 'select'
          ? kind.options.map((option) => ({ value: option, label: option }))
          : (context.options[kind.collection] ?? []).map((item) => ({
              value: String(item.id),
              label: item.name,
            }))
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select
            {...describe(id, error)}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(event) => {
              const chosen = event.target.value
              change(kind.kind === 'reference' && chosen !== '' ? Number(chosen) : chosen)
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
    case 'choices':
      return (
        <Checkboxes
          path={path}
          label={label}
          options={kind.options.map((option) => ({ value: option, label: option }))}
          value={Array.isArray(value) ? value : []}
          context={context}
        />
      )
    case 'references':
      return (
        <Checkboxes
          path={path}
          label={label}
          options={(context.options[kind.collection] ?? []).map((item) => ({
            value: item.id,
            label: item.name,
          }))}
          value={Array.isArray(value) ? value : []}
          context={context}
        />
      )
    case 'lines':
      return (
        <div className="field field--wide">
          <label htmlFor={id}>{label}</label>
          <p className="field__hint" id={`${id}-hint`}>
            One per line
          </p>
          <textarea
            id={id}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            value={Array.isArray(value) ? value.join('\n') : ''}
            onChange={(event) => change(event.target.value.split('\n'))}
          />
          <ErrorText id={id} error={error ?? firstItemError(context, path)} />
        </div>
      )
    case 'image':
      return (
        <ImagePicker
          path={path}
          label={label}
          value={(value as ImageRef | null) ?? null}
          original={(original as ImageRef | null) ?? null}
          context={context}
        />
      )
    case 'list':
      return (
        <ListField
          path={path}
          kind={kind}
          value={Array.isArray(value) ? value : []}
          context={context}
          fieldKey={fieldKey}
        />
      )
    case 'tuple':
      return (
        <fieldset className="content-group field--wide" id={id}>
          <legend>{label}</legend>
          {kind.items.map((item, index) => (
            <SchemaField
              key={index}
              fieldKey={fieldKey}
              schema={item}
              path={[...path, index]}
              value={Array.isArray(value) ? value[index] : undefined}
              context={context}
            />
          ))}
          <ErrorText id={id} error={error} />
        </fieldset>
      )
    case 'group': {
      const record = (value ?? {}) as Record<string, unknown>
      const originalRecord = (original ?? {}) as Record<string, unknown>
      return (
        <fieldset className="content-group field--wide" id={id}>
          <legend>{label}</legend>
          <div className="form-grid">
            {kind.fields.map(([name, field]) => (
              <SchemaField
                key={name}
                fieldKey={name}
                schema={field}
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

/** A one-per-line list's first refused line ("Tag is required."), shown under the box. */
function firstItemError(context: FieldContext, path: Path): string | undefined {
  const prefix = `${['data', ...path].join('.')}.`
  return Object.entries(context.errors).find(([key]) => key.startsWith(prefix))?.[1]
}
