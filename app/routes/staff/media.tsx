import '#app/components/staff/content/content.css'
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import type { Route } from './+types/media'
import { describeStaffError, StaffApiError, staffApi, staffUpload } from '#app/staff/api.ts'
import { newestRecord, staffActionResult, staffSaveResult } from '#app/staff/action-result.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  MEDIA_KINDS,
  MEDIA_MAX_FILES,
  MediaDeleteResponseSchema,
  MediaListResponseSchema,
  MediaUpdateResponseSchema,
  MediaUploadResponseSchema,
  type MediaItem,
  type MediaKind,
} from '#schemas/media.ts'

export const handle: StaffScreenHandle = { staffRoles: ['editor'] }

export const meta = () => [{ title: 'Media library | Staff' }]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/media', MediaListResponseSchema, { signal: request.signal }),
  )
}

/**
 * Saves a picture's alt text, decorative flag and focal point from the version the card started
 * from, answering the picture as saved (the card shows it; nothing is read again); or deletes the
 * picture, after which the library is read again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const path = `/api/staff/media/${String(form.get('id'))}`
  if (form.get('intent') === 'delete') {
    return staffActionResult(
      async () => (await staffApi(path, MediaDeleteResponseSchema, { method: 'DELETE' })).message,
    )
  }
  return staffSaveResult(async () => {
    const { message, data } = await staffApi(path, MediaUpdateResponseSchema, {
      method: 'PUT',
      body: {
        version: Number(form.get('version')),
        alt: { en: String(form.get('altEn') ?? ''), bn: String(form.get('altBn') ?? '') },
        decorative: form.get('decorative') === 'on',
        focalPoint: { x: Number(form.get('focalX')), y: Number(form.get('focalY')) },
      },
    })
    return { notice: message, saved: data }
  })
}

// The library follows the polling (new crops become ready), but not a save it already shows.
export { unlessOwnSave as shouldRevalidate } from '#app/staff/use-polling.ts'

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

const STATUS_TEXT: Record<MediaItem['status'], string> = {
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
}

/** A step of the arrow keys on the focal point: a twentieth of the picture. */
const FOCAL_STEP = 0.05

function clamp(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`
}

function Uploader() {
  const revalidator = useRevalidator()
  const input = useRef<HTMLInputElement>(null)
  const [kind, setKind] = useState<MediaKind>('photo')
  const [progress, setProgress] = useState<number | null>(null)
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null)

  async function upload(files: FileList) {
    const body = new FormData()
    for (const file of files) body.append('file', file)
    setMessage(null)
    setProgress(0)
    try {
      const answer = await staffUpload(
        `/api/staff/media?kind=${kind}`,
        MediaUploadResponseSchema,
        body,
        setProgress,
      )
      setProgress(null)
      setMessage({ text: answer.message, problem: false })
      await revalidator.revalidate()
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error
      setMessage({ text: describeStaffError(error), problem: true })
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <form
      className="form-card media-upload"
      aria-label="Upload pictures"
      onSubmit={(event) => {
        event.preventDefault()
        const files = input.current?.files
        if (files && files.length > 0) void upload(files)
        else setMessage({ text: 'Choose one or more pictures first.', problem: true })
      }}
    >
      <h2>Upload</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="media-files">Pictures</label>
          <p className="field__hint" id="media-files-hint">
            JPEG, PNG, WebP or AVIF (SVG for logos); up to {MEDIA_MAX_FILES} at once
          </p>
          <input
            ref={input}
            id="media-files"
            type="file"
            name="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
            aria-describedby="media-files-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="media-kind">Kind</label>
          <select
            id="media-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as MediaKind)}
          >
            {MEDIA_KINDS.map((option) => (
              <option key={option} value={option}>
                {option === 'photo' ? 'Photo (cropped to fit)' : 'Logo (shown whole)'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={progress !== null}>
          Upload
        </button>
        {progress !== null ? (
          <label className="media-progress">
            Uploading {percent(progress)}
            <progress max={1} value={progress} />
          </label>
        ) : null}
      </div>
      <p role="status" className={message?.problem ? 'staff-alert' : 'form-note'}>
        {message?.text}
      </p>
    </form>
  )
}

function FocalPoint({
  item,
  value,
  onChange,
}: {
  item: MediaItem
  value: { x: number; y: number }
  onChange(value: { x: number; y: number }): void
}) {
  const described = `media-focal-${item.id}`
  function place(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    })
  }
  function nudge(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-FOCAL_STEP, 0],
      ArrowRight: [FOCAL_STEP, 0],
      ArrowUp: [0, -FOCAL_STEP],
      ArrowDown: [0, FOCAL_STEP],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    onChange({ x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) })
  }
  return (
    <div className="media-focal">
      <button
        type="button"
        className="media-focal__picture"
        aria-label={`Focal point of ${item.originalName}`}
        aria-describedby={described}
        onClick={place}
        onKeyDown={nudge}
      >
        {/* The whole picture: the crops are made around the point chosen on it. */}
        <img src={item.originalUrl} alt="" width={item.width} height={item.height} />
        <span
          className="media-focal__mark"
          style={{ left: percent(value.x), top: percent(value.y) }}
          aria-hidden="true"
        />
      </button>
      <p id={described} className="field__hint">
        Focal point: {percent(value.x)} from the left, {percent(value.y)} from the top. Click the
        picture or use the arrow keys; crops keep this point in view.
      </p>
    </div>
  )
}

function MediaCard({ item: listed }: { item: MediaItem }) {
  const fetcher = useFetcher<typeof clientAction>()
  const item = newestRecord(listed, [fetcher.data], (record) => record.version)
  const [focal, setFocal] = useState(item.focalPoint)
  // The version the editor's changes start from: the one first shown, then that of each of their
  // saves. The list refreshes every 15 seconds, but neither this nor what they typed follows it:
  // a save over someone else's change meanwhile is refused, and what they typed stays here.
  const [version, setVersion] = useState(item.version)
  const [seenAnswer, setSeenAnswer] = useState(fetcher.data)
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data)
    if (fetcher.data?.saved) setVersion(fetcher.data.saved.version)
  }
  const [confirming, setConfirming] = useState(false)
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const busy = fetcher.state !== 'idle'
  const titleId = `media-title-${item.id}`
  return (
    <li className="media-card" aria-labelledby={titleId}>
      <FocalPoint item={item} value={focal} onChange={setFocal} />
      <h3 id={titleId} className="media-card__name">
        {item.originalName}
      </h3>
      <p className="media-card__state">
        <span className={`media-status media-status--${item.status}`}>
          {STATUS_TEXT[item.status]}
        </span>{' '}
        {item.usable ? 'Usable on the site' : 'Not usable yet'}
        {item.status === 'failed' && item.error ? `: ${item.error}` : ''}
        {item.status === 'ready' && !item.usable
          ? ': add English alt text or mark it decorative'
          : ''}
      </p>
      <fetcher.Form method="post" aria-label={`Details of ${item.originalName}`}>
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="focalX" value={focal.x} />
        <input type="hidden" name="focalY" value={focal.y} />
        <div className="field">
          <label htmlFor={`media-alt-en-${item.id}`}>Alt text (English)</label>
          <textarea
            id={`media-alt-en-${item.id}`}
            name="altEn"
            lang="en"
            rows={2}
            defaultValue={item.alt.en}
          />
        </div>
        <div className="field">
          <label htmlFor={`media-alt-bn-${item.id}`}>Alt text (Bangla)</label>
          <textarea
            id={`media-alt-bn-${item.id}`}
            name="altBn"
            lang="bn"
            rows={2}
            defaultValue={item.alt.bn}
          />
        </div>
        <label className="content-choice">
          <input type="checkbox" name="decorative" defaultChecked={item.decorative} /> Decorative
          (adds nothing a reader needs: no alt text)
        </label>
        <div className="content-actions__row">
          <button
            type="submit"
            name="intent"
            value="update"
            className="button button--primary staff-button"
            disabled={busy}
          >
            Save
          </button>
          {confirming ? (
            <>
              <button
                type="submit"
                name="intent"
                value="delete"
                className="button button--outline staff-button content-danger"
                disabled={busy}
              >
                Delete for good
              </button>
              <button
                type="button"
                className="button button--outline staff-button"
                onClick={() => setConfirming(false)}
              >
                Keep it
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--outline staff-button"
              onClick={() => setConfirming(true)}
            >
              Delete…
            </button>
          )}
        </div>
      </fetcher.Form>
      <p role="status" className={result?.problem ? 'staff-alert' : 'form-note'}>
        {result?.problem ?? result?.notice}
      </p>
    </li>
  )
}

/** The pictures staff put on the site: upload, describe, place the focal point, delete. */
export default function StaffMedia({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const items = loaderData.data
  return (
    <section aria-labelledby="media-title" className="staff-content">
      <h1 id="media-title">Media library</h1>
      <Uploader />
      <h2>Pictures</h2>
      {items.length === 0 ? <p>No pictures yet.</p> : null}
      <ul className="media-grid">
        {items.map((item) => (
          <MediaCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  )
}
