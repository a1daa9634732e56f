import { NetworkError } from '#app/utils/api-client.ts'
import { getData } from '#app/utils/api-get.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import {
  localizedPath,
  pathWithoutLanguage,
  useLanguage,
  type Language,
} from '#app/i18n/language.ts'
import type { NumberLookup, TrackedShipment } from '#schemas/tracking-api.ts'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  lookupRequest,
  QUERY_PARAM,
  refusalOutcome,
  shareablePath,
  shownQuery,
  type Outcome,
} from './lookup.ts'
import { NumberView } from './number-view.tsx'
import { ShipmentView } from './shipment-view.tsx'
import { useTrackTexts, type TrackTexts } from './tracking-texts.tsx'

/** What the path segment of a shareable link (/track/<query>, /bn/track/<query>) asks for. */
function queryFromPath(pathname: string): string | null {
  const match = /^\/track\/([^/]+)\/?$/.exec(pathWithoutLanguage(pathname))
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** A lookup made on the page (the page's loader made the one its address asked for). */
async function lookUp(query: string, texts: TrackTexts, language: Language): Promise<Outcome> {
  const { kind, path } = lookupRequest(query)
  try {
    if (kind === 'reference') {
      const answer = await getData<TrackedShipment>(path, language)
      if (answer.ok) return { kind: 'shipment', shipment: answer.data }
      return refusalOutcome(kind, answer.error, texts)
    }
    const answer = await getData<NumberLookup>(path, language)
    return answer.ok
      ? { kind: 'number', lookup: answer.data }
      : refusalOutcome(kind, answer.error, texts)
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    return { kind: 'problem', message: texts.offline }
  }
}

/** The unknown-reference answer, whose "contact us" is a link to the contact page. */
function UnknownReference() {
  const texts = useTrackTexts()
  const language = useLanguage()
  return (
    <>
      {fillNodes(texts.unknownReference, {
        contact: <Link to={localizedPath('/contact', language)}>{texts.contactUs}</Link>,
      })}
    </>
  )
}

/**
 * The lookup on /track. The address is the state: looking something up shows it at
 * /track/<query>, a shareable link. A link opened directly arrives with its answer, which the
 * page's loader looked up (`initial`); without JavaScript the form asks for /track?q=…, which
 * leads there. Hydrated, lookups are made in place, and their results take the focus, so keyboard
 * and screen reader users land on them.
 */
export function TrackLookup({ initial }: { initial: { query: string; outcome: Outcome } | null }) {
  const texts = useTrackTexts()
  const language = useLanguage()
  const location = useLocation()
  const navigate = useNavigate()
  const inputId = useId()
  const [value, setValue] = useState(initial?.query ?? '')
  const [outcome, setOutcome] = useState<Outcome>(initial?.outcome ?? { kind: 'idle' })
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const problem = useRef<HTMLParagraphElement>(null)
  // The address's query has its answer already: it is looked up again only when the address
  // changes (back and forward between lookups).
  const lastQuery = useRef<string | null>(initial?.query ?? null)
  const shouldFocus = useRef(false)

  async function run(query: string) {
    lastQuery.current = query
    setOutcome({ kind: 'loading' })
    const next = await lookUp(query, texts, language)
    // A later lookup may have started meanwhile; only the latest one is shown.
    if (lastQuery.current !== query) return
    shouldFocus.current = true
    setOutcome(next)
  }

  const pathQuery = queryFromPath(location.pathname)
  // Only a new address is looked up, with the page's texts and language of the moment.
  const showAddressQuery = useEffectEvent((query: string) => {
    setValue(query)
    void run(query)
  })
  useEffect(() => {
    if (!pathQuery || pathQuery === lastQuery.current) return
    showAddressQuery(pathQuery)
  }, [pathQuery])

  useEffect(() => {
    if (!shouldFocus.current) return
    shouldFocus.current = false
    ;(outcome.kind === 'problem' || outcome.kind === 'unknown-reference'
      ? problem.current
      : resultHeading.current
    )?.focus()
  }, [outcome])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = value.trim()
    if (!query) {
      shouldFocus.current = true
      setOutcome({ kind: 'problem', message: texts.emptyQuery })
      return
    }
    void run(shownQuery(query))
    void navigate(localizedPath(shareablePath(query), language), { preventScrollReset: true })
  }

  return (
    <>
      <search className="tracking-search">
        <form
          method="get"
          action={localizedPath('/track', language)}
          onSubmit={onSubmit}
          aria-label={texts.heading}
          noValidate
        >
          <div className="field">
            <label htmlFor={inputId}>{texts.queryLabel}</label>
            <p className="field__hint" id={`${inputId}-hint`}>
              {texts.queryHint}
            </p>
            <div className="tracking-search__row">
              <input
                id={inputId}
                name={QUERY_PARAM}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby={`${inputId}-hint`}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
              <button
                type="submit"
                className="button button--accent"
                disabled={outcome.kind === 'loading'}
              >
                {texts.track}
              </button>
            </div>
          </div>
        </form>
      </search>
      <div className="tracking-outcome" aria-busy={outcome.kind === 'loading'}>
        {outcome.kind === 'loading' ? (
          <p role="status" className="tracking__note">
            {texts.lookingUp}
          </p>
        ) : null}
        {outcome.kind === 'problem' ? (
          <p ref={problem} tabIndex={-1} className="tracking-problem">
            {outcome.message}
          </p>
        ) : null}
        {outcome.kind === 'unknown-reference' ? (
          <p ref={problem} tabIndex={-1} className="tracking-problem">
            <UnknownReference />
          </p>
        ) : null}
        {outcome.kind === 'shipment' ? (
          <ShipmentView shipment={outcome.shipment} headingRef={resultHeading} />
        ) : null}
        {outcome.kind === 'number' ? (
          <NumberView lookup={outcome.lookup} headingRef={resultHeading} />
        ) : null}
      </div>
    </>
  )
}
