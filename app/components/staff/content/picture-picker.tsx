import { useId, useState } from 'react'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { MediaItem } from '#schemas/media.ts'

/** The smallest file of a library picture, for a thumbnail. */
function thumbnailOf(item: MediaItem): string {
  const smallest = item.derivatives.toSorted((a, b) => a.width - b.width)[0]
  return smallest?.url ?? item.originalUrl
}

function matches(item: MediaItem, search: string): boolean {
  const words = search.trim().toLowerCase()
  if (words === '') return true
  return [item.originalName, item.alt.en, item.alt.bn].some((text) =>
    text.toLowerCase().includes(words),
  )
}

function whyNotUsable(item: MediaItem): string | null {
  if (item.usable) return null
  return item.status === 'ready' ? 'needs alt text' : item.status
}

/**
 * The picture of an item, chosen by seeing the pictures: the item's drawing (while it has one)
 * and the library's photos as thumbnails with their alt text, searchable by name and alt text.
 * Each is a radio button, so the choice is made and read as one of a group by keyboard.
 */
export function PicturePicker({
  id,
  label,
  value,
  original,
  media,
  error,
  onChange,
}: {
  id: string
  label: string
  value: ImageRef | null
  /** The drawing the item had when the form opened, so it can be chosen again. */
  original: ImageRef | null
  media: readonly MediaItem[]
  error: string | undefined
  onChange(value: ImageRef): void
}) {
  const [search, setSearch] = useState('')
  const name = useId()
  const drawing =
    value?.kind === 'illustration' ? value : original?.kind === 'illustration' ? original : null
  const shown = media.filter((item) => matches(item, search))
  const chosenId = value?.kind === 'media' ? value.id : null
  return (
    <fieldset
      className="content-group content-pictures field--wide"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a picture by name or alt text</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ul className="content-pictures__grid" role="list">
        {drawing ? (
          <li>
            <label className="content-picture">
              <input
                type="radio"
                name={name}
                checked={value?.kind === 'illustration'}
                onChange={() => onChange(drawing)}
              />
              <img src={drawing.path} alt="" width={160} height={120} />
              <span>The illustration ({drawing.path.split('/').at(-1)})</span>
            </label>
          </li>
        ) : null}
        {shown.map((item) => {
          const notUsable = whyNotUsable(item)
          return (
            <li key={item.id}>
              <label className="content-picture">
                <input
                  type="radio"
                  name={name}
                  checked={chosenId === item.id}
                  onChange={() => onChange({ kind: 'media', id: item.id })}
                />
                <img src={thumbnailOf(item)} alt="" width={160} height={120} loading="lazy" />
                <span>
                  {item.alt.en || item.originalName}
                  {notUsable ? <em> (not usable yet: {notUsable})</em> : null}
                </span>
                {item.alt.en ? (
                  <span className="content-picture__file">{item.originalName}</span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
      {shown.length === 0 && media.length > 0 ? (
        <p role="status">No picture’s name or alt text contains “{search.trim()}”.</p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
