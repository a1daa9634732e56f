import { localizedPath, useLanguage, type Language } from '#app/i18n/language.ts'
import { getData } from '#app/utils/api-get.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import type { FreightMode } from '#domain/freight.ts'
import type { EstimateAnswer } from '#schemas/quote-estimate.ts'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useActionData, useLoaderData } from 'react-router'
import type { action, loader } from '#app/routes/quote.tsx'
import type { EstimatePanelProps } from './estimate-panel.tsx'
import type { EstimateTexts } from './estimate.messages.ts'
import { ESTIMATE_ENDPOINT, ESTIMATE_INTENT, estimateQueryOf } from './estimate-query.ts'
import type { QuoteDraft } from './quote-draft.ts'

/*
 * Where the quote form shows the instant estimate (issue 41): under the cargo step's totals and
 * in the review. This module is part of the form's later steps (quote-later-steps.ts); the panel
 * itself loads only once there is something to price, so /quote's first load carries none of it.
 */

/** Asked once typing has paused this long, not on every keystroke. */
const PAUSE_MS = 400

export const loadEstimatePanel = lazyModule(() => import('./estimate-panel.tsx'))
const loadDepartures = lazyModule(() => import('./estimate-departures.tsx'))

/** The panel with each option's next departures in its `departures` slot. */
const EstimatePanel = lazy(async () => {
  const [{ EstimatePanel: Panel }, { EstimateDepartures }] = await Promise.all([
    loadEstimatePanel(),
    loadDepartures(),
  ])
  function PanelWithDepartures(props: Omit<EstimatePanelProps, 'departures'>) {
    return (
      <Panel
        {...props}
        departures={(option) => (
          <EstimateDepartures
            option={option}
            lane={props.estimate.lane}
            texts={props.texts}
            language={props.language}
          />
        )}
      />
    )
  }
  return { default: PanelWithDepartures }
})

type Answer = { ok: true; estimate: EstimateAnswer } | { ok: false; refused: boolean }

/** Answers by query and language: going back to a step, or on to the review, asks nothing again. */
const answers = new Map<string, Promise<Answer>>()

const answerKey = (url: string, language: Language) => `${language} ${url}`

function askEstimate(url: string, language: Language): Promise<Answer> {
  const key = answerKey(url, language)
  let answer = answers.get(key)
  if (!answer) {
    answer = getData<EstimateAnswer>(url, language).then(
      (result): Answer =>
        result.ok ? { ok: true, estimate: result.data } : { ok: false, refused: true },
      (): Answer => ({ ok: false, refused: false }),
    )
    // A failure is asked again next time.
    void answer.then((settled) => settled.ok || answers.delete(key))
    answers.set(key, answer)
  }
  return answer
}

interface Shown {
  /** The query the estimate shown is for. */
  url: string
  estimate: EstimateAnswer
}

/**
 * The estimate for the draft, asked for once typing pauses. While a new one is on its way the
 * last stays (marked busy), so the page does not jump; a refused query (a figure the form's
 * checks will name) shows nothing new.
 */
function useEstimate(url: string | null, language: Language) {
  const [shown, setShown] = useState<Shown | null>(null)
  const [unavailable, setUnavailable] = useState<string | null>(null)
  useEffect(() => {
    if (!url) return
    let current = true
    void Promise.all([loadEstimatePanel(), loadDepartures()]).catch(() => undefined)
    const timer = setTimeout(
      () => {
        void askEstimate(url, language).then((answer) => {
          if (!current) return
          if (answer.ok) setShown({ url, estimate: answer.estimate })
          else if (!answer.refused) setUnavailable(url)
        })
      },
      answers.has(answerKey(url, language)) ? 0 : PAUSE_MS,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [url, language])
  return {
    shown,
    busy: shown?.url !== url,
    unavailable: url !== null && unavailable === url && shown?.url !== url,
  }
}

function useEstimateTexts(): EstimateTexts {
  return useLoaderData<typeof loader>().estimateTexts
}

/** The estimate under its heading, the panel's code loaded on demand. */
function EstimateSection({
  estimate,
  busy,
  status,
  focusOnArrival = false,
}: {
  estimate: EstimateAnswer | null
  busy: boolean
  status: string | null
  /** The answer to a form posted without JavaScript: the page opens on it. */
  focusOnArrival?: boolean
}) {
  const texts = useEstimateTexts()
  const language = useLanguage()
  return (
    <section
      id="quote-estimate"
      className="estimate-region"
      aria-labelledby="quote-estimate-title"
      aria-busy={busy}
    >
      <h3
        id="quote-estimate-title"
        className="estimate-region__title"
        tabIndex={focusOnArrival ? -1 : undefined}
        autoFocus={focusOnArrival}
      >
        {texts.title}
      </h3>
      {status ? <p className="estimate-region__status">{status}</p> : null}
      {estimate ? (
        <Suspense fallback={<p className="estimate-region__status">{texts.working}</p>}>
          <EstimatePanel estimate={estimate} texts={texts} language={language} />
        </Suspense>
      ) : null}
    </section>
  )
}

/**
 * The live estimate of the hydrated form: nothing until the draft can be priced, then the
 * estimate, kept in step with the draft. A screen reader hears a one-sentence summary when an
 * answer arrives (politely, once typing has paused), never the whole panel; the focus stays.
 */
export function LiveEstimate({
  values,
  mode,
}: {
  values: QuoteDraft
  mode: FreightMode | undefined
}) {
  const language = useLanguage()
  const texts = useEstimateTexts()
  const query = estimateQueryOf(values, mode)
  const url = query ? `${ESTIMATE_ENDPOINT}?${query.toString()}` : null
  const { shown, busy, unavailable } = useEstimate(url, language)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (!shown) return
    let current = true
    void loadEstimatePanel().then(
      (panel) => current && setAnnouncement(panel.announcementOf(shown.estimate, texts, language)),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [shown, texts, language])
  const status = unavailable ? texts.unavailable : !shown ? texts.working : null
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {unavailable ? texts.unavailable : announcement}
      </p>
      {url || shown ? (
        <EstimateSection
          estimate={unavailable ? null : (shown?.estimate ?? null)}
          busy={busy}
          status={status}
        />
      ) : null}
      {query && !unavailable && shown?.estimate ? (
        // The portal's booking form reads the estimate's own query (docs/decisions/0024).
        <p className="estimate-book">
          <a href={localizedPath(`/account/bookings/new?${query.toString()}`, language)}>
            {texts.book}
          </a>
        </p>
      ) : null}
    </>
  )
}

/**
 * Without JavaScript: a button that posts the form to the page to be priced (nothing is sent),
 * and the server's answer under it. Pressed, the page comes back with the visitor's values and
 * its focus on the estimate's heading (autofocus, no script needed), as a refused form's is on
 * its error summary.
 */
export function PostedEstimate() {
  const texts = useEstimateTexts()
  const answer = useActionData<typeof action>()
  const priced = answer && 'estimateGap' in answer ? answer : null
  const gap = priced?.estimateGap
  return (
    <>
      <div className="estimate-show">
        <button
          type="submit"
          name="intent"
          value={ESTIMATE_INTENT}
          className="button button--outline"
        >
          {texts.show}
        </button>
        <p className="field__hint">{texts.showHint}</p>
      </div>
      {priced ? (
        <EstimateSection
          estimate={priced.estimate}
          busy={false}
          status={
            gap === 'incomplete' ? texts.needs : gap === 'unavailable' ? texts.unavailable : null
          }
          focusOnArrival
        />
      ) : null}
    </>
  )
}
