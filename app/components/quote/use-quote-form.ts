import type { FormAnswer } from '#app/utils/form-post.ts'
import type { AttachedEstimate, ConfirmationEmail } from '#schemas/quote.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { QUOTE_STEP_FIELDS, type QuoteField } from '#domain/quote-options.ts'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useLanguage } from '#app/i18n/language.ts'
import { useFormTexts } from '../form-texts.tsx'
import { useSubmission } from '../use-submission.ts'
import { fieldBinder } from './field-binder.ts'
import { useQuoteServices, useQuoteTexts } from './quote-services.ts'
import {
  clearDraft,
  EMPTY_DRAFT,
  emptyContainer,
  emptyLine,
  isBlankContainer,
  isBlankLine,
  loadDraft,
  NO_SCRIPT_DRAFT,
  saveDraft,
  type ContainerDraft,
  type ContainerField,
  type LineDraft,
  type LineField,
  type QuoteDraft,
  type SavedDraft,
  type Step,
  type TotalsDraft,
} from './quote-draft.ts'

export type Errors = Record<string, string | undefined>

export type ItemList = 'packages' | 'containers'

export interface QuoteFormState {
  values: QuoteDraft
  step: Step
  reviewing: boolean
  errors: Errors
  honeypot: string
  /** The reference of the request just sent: while set, the confirmation replaces the form. */
  reference: string | undefined
  /** Whether the request's confirmation email is on its way, as the API said. */
  confirmationEmail: ConfirmationEmail
  /** The instant estimate the request sent carries, as the API said; null when none. */
  attachedEstimate: AttachedEstimate | null
  /** The browser-only state (draft, ?service=) has been applied; nothing is saved before. */
  restored: boolean
  /** A new object each time, so that asking twice for the same target focuses twice. */
  focus: { target: 'error' | 'heading' } | null
}

export type QuoteFormAction =
  | { type: 'edit'; field: keyof QuoteDraft; value: QuoteDraft[keyof QuoteDraft] }
  | {
      type: 'editItem'
      list: ItemList
      index: number
      field: LineField | ContainerField
      value: string
    }
  | { type: 'addItem'; list: ItemList }
  | { type: 'removeItem'; list: ItemList; index: number }
  | { type: 'editTotals'; field: keyof TotalsDraft; value: string }
  | { type: 'editHoneypot'; value: string }
  | {
      type: 'restore'
      saved: SavedDraft | undefined
      preselected: string | undefined
      /** The errors of the server's answer, when the page shows one. */
      answered: Errors | undefined
    }
  | { type: 'goTo'; step: Step; review: boolean }
  | { type: 'checked'; errors: Errors }
  | { type: 'refused'; errors: Errors }
  | {
      type: 'sent'
      reference: string
      confirmationEmail: ConfirmationEmail
      attachedEstimate: AttachedEstimate | null
      /** The origin country the emptied form offers: the page's language's name of Bangladesh. */
      originCountry?: string
    }
  | { type: 'another' }

export function initialQuoteForm(
  answer: FormAnswer<QuoteDraft> | undefined,
  originCountry = NO_SCRIPT_DRAFT.originCountry,
): QuoteFormState {
  return {
    values: answer?.values ?? { ...NO_SCRIPT_DRAFT, originCountry },
    step: 0,
    reviewing: false,
    errors: answer?.errors ?? {},
    honeypot: '',
    reference: undefined,
    confirmationEmail: 'not-sent',
    attachedEstimate: null,
    restored: false,
    focus: null,
  }
}

function stepOf(field: string): Step {
  const top = field.split('.')[0] as QuoteField
  const index = QUOTE_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(top))
  return index === 1 || index === 2 ? index : 0
}

export function quoteFormReducer(state: QuoteFormState, action: QuoteFormAction): QuoteFormState {
  const { values } = state
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...values, [action.field]: action.value },
        // A field the visitor changes is no longer wrong. The date's text is drafted as cargoReadyText but validated, and reported, as cargoReadyDate.
        errors: {
          ...state.errors,
          [action.field === 'cargoReadyText' ? 'cargoReadyDate' : action.field]: undefined,
        },
      }
    case 'editItem':
      return {
        ...state,
        values: {
          ...values,
          [action.list]: values[action.list].map((line, position) =>
            position === action.index ? { ...line, [action.field]: action.value } : line,
          ),
        },
        // Errors are keyed by the line's place.
        errors: { ...state.errors, [`${action.list}.${action.index}.${action.field}`]: undefined },
      }
    case 'addItem': {
      const key = Math.max(0, ...values[action.list].map((line) => line.key)) + 1
      return {
        ...state,
        values:
          action.list === 'packages'
            ? { ...values, packages: [...values.packages, emptyLine(key)] }
            : { ...values, containers: [...values.containers, emptyContainer(key)] },
      }
    }
    case 'removeItem':
      return {
        ...state,
        values: {
          ...values,
          [action.list]: values[action.list].filter((_, position) => position !== action.index),
        },
        // Errors are keyed by position, which has just changed.
        errors: {},
      }
    case 'editTotals':
      return {
        ...state,
        values: { ...values, cargoTotals: { ...values.cargoTotals, [action.field]: action.value } },
        errors: {
          ...state.errors,
          [`cargoTotals.${action.field}`]: undefined,
          cargoTotals: undefined,
        },
      }
    case 'editHoneypot':
      return { ...state, honeypot: action.value }
    case 'restore': {
      const { saved, preselected, answered } = action
      if (answered) {
        // Sent back by the server: the step of the first problem, its errors beside the fields.
        return {
          ...state,
          step: stepOf(Object.keys(answered)[0] ?? ''),
          restored: true,
          focus: { target: 'error' },
        }
      }
      if (saved) {
        return {
          ...state,
          values: { ...saved.values, service: preselected ?? saved.values.service },
          step: saved.step,
          reviewing: saved.reviewing,
          restored: true,
        }
      }
      // The lines the form had without JavaScript: the blank ones go, lines can now be added.
      const packages = values.packages.filter((line) => !isBlankLine(line))
      const containers = values.containers.filter((line) => !isBlankContainer(line))
      return {
        ...state,
        values: {
          ...values,
          service: preselected ?? values.service,
          packages: packages.length > 0 ? packages : [emptyLine(1)],
          containers: containers.length > 0 ? containers : [emptyContainer(1)],
        },
        restored: true,
      }
    }
    case 'goTo':
      return {
        ...state,
        step: action.step,
        reviewing: action.review,
        errors: {},
        focus: { target: 'heading' },
      }
    case 'checked':
      return {
        ...state,
        errors: action.errors,
        focus: Object.values(action.errors).some(Boolean) ? { target: 'error' } : state.focus,
      }
    case 'refused':
      return {
        ...state,
        step: stepOf(Object.keys(action.errors)[0] ?? ''),
        reviewing: false,
        errors: action.errors,
        focus: { target: 'error' },
      }
    case 'sent':
      return {
        ...state,
        reference: action.reference,
        confirmationEmail: action.confirmationEmail,
        attachedEstimate: action.attachedEstimate,
        values: {
          ...EMPTY_DRAFT,
          originCountry: action.originCountry ?? EMPTY_DRAFT.originCountry,
        },
        step: 0,
        reviewing: false,
        focus: { target: 'heading' },
      }
    case 'another':
      return { ...state, reference: undefined, focus: { target: 'heading' } }
  }
}

/** The checks load with the validation library on first use, so the page's first load stays small. */
export const loadChecks = lazyModule(() => import('./quote-checks.ts'))

/** Whether any cargo figure holds something typed (a container's type is chosen, not typed). */
function typedAFigure(
  packages: readonly LineDraft[],
  containers: readonly ContainerDraft[],
  totals: TotalsDraft,
): boolean {
  return (
    packages.some((line) => !isBlankLine(line)) ||
    containers.some(({ quantity }) => quantity.trim() !== '') ||
    [totals.pieces, totals.volumeCbm, totals.grossWeightKg].some((value) => value.trim() !== '')
  )
}

/**
 * The quote form's state and what changes it: the steps, the draft kept in the tab, the checks
 * of each step, and the request sent as JSON. `answer` is what the server sent back when the
 * form was posted without JavaScript and refused.
 */
export function useQuoteForm(answer: FormAnswer<QuoteDraft> | undefined) {
  const texts = useQuoteTexts()
  const { sending, submit } = useSubmission(texts.networkFailure)
  const services = useQuoteServices()
  const { validation } = useFormTexts()
  const language = useLanguage()
  const [state, dispatch] = useReducer(quoteFormReducer, answer, (answered) =>
    initialQuoteForm(answered, texts.defaultOriginCountry),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { values, step, reviewing, honeypot, reference, restored, focus } = state

  // The prerendered page is the empty form; the draft and ?service= are applied once hydrated.
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('service')
    dispatch({
      type: 'restore',
      saved: loadDraft(),
      preselected: services.find((service) => service.slug === slug)?.slug,
      answered: answer?.errors,
    })
  }, [answer, services])

  useEffect(() => {
    if (restored && !reference) saveDraft({ values, step, reviewing })
  }, [restored, reference, values, step, reviewing])

  // Figures over their limits are said as they are typed, beside the field (or the lines, for
  // totals that make a charter), without moving the focus; the other checks wait for Next.
  const [overLimit, setOverLimit] = useState<Errors>({})
  const { service, load, packages, containers, cargoTotals } = values
  // Nothing typed, nothing over a limit: the checks (and the schemas they bring) load when the
  // first figure is typed, not with the page.
  const typed = typedAFigure(packages, containers, cargoTotals)
  useEffect(() => {
    if (!typed) return
    let current = true
    loadChecks().then(
      (checks) => {
        const cargo = { service, load, packages, containers, cargoTotals }
        if (current) setOverLimit(checks.overLimitErrors(cargo, validation))
      },
      // Unloaded checks say nothing while typing; Next loads them again and reports its own failure.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [typed, service, load, packages, containers, cargoTotals, validation])
  const errors: Errors = typed ? { ...overLimit } : {}
  for (const [key, message] of Object.entries(state.errors)) if (message) errors[key] = message

  useEffect(() => {
    if (focus?.target === 'error') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    } else if (focus?.target === 'heading') {
      headingRef.current?.focus()
    }
  }, [focus])

  async function send() {
    const checks = await loadChecks()
    const checked = checks.checkedRequest(values, honeypot, validation)
    if ('errors' in checked) {
      dispatch({ type: 'refused', errors: checked.errors })
      return
    }
    await submit(() => checks.postRequest(checked.request, language), {
      onSuccess: ({ reference, confirmationEmail, estimate }) => {
        clearDraft()
        dispatch({
          type: 'sent',
          reference,
          confirmationEmail,
          attachedEstimate: estimate,
          originCountry: texts.defaultOriginCountry,
        })
      },
      onFieldErrors: (errors) => dispatch({ type: 'refused', errors }),
    })
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (step === 2 && reviewing) {
      await send()
      return
    }
    const found = (await loadChecks()).stepErrors(values, step, validation)
    dispatch({ type: 'checked', errors: found })
    if (Object.values(found).some(Boolean)) return
    if (step === 2) goTo(2, true)
    else goTo(step === 0 ? 1 : 2)
  }

  function goTo(next: Step, review = false) {
    dispatch({ type: 'goTo', step: next, review })
  }

  const bind = fieldBinder(state, dispatch)
  return {
    state: { ...state, errors },
    sending,
    formRef,
    headingRef,
    bind,
    onSubmit,
    goTo,
    dispatch,
    editHoneypot: (value: string) => dispatch({ type: 'editHoneypot', value }),
    another: () => dispatch({ type: 'another' }),
  }
}
