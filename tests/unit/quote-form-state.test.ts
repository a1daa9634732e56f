import { describe, expect, it, vi } from 'vitest'
import { EMPTY_DRAFT, NO_SCRIPT_DRAFT, type QuoteDraft } from '#app/components/quote/quote-draft.ts'
import { fieldBinder } from '#app/components/quote/field-binder.ts'
import {
  initialQuoteForm,
  quoteFormReducer,
  type QuoteFormAction,
  type QuoteFormState,
} from '#app/components/quote/use-quote-form.ts'

const run = (state: QuoteFormState, ...actions: QuoteFormAction[]) =>
  actions.reduce(quoteFormReducer, state)

/** The hydrated form with nothing typed yet. */
const fresh = () =>
  run(initialQuoteForm(undefined), {
    type: 'restore',
    saved: undefined,
    preselected: undefined,
    answered: undefined,
  })

describe('the quote form state', () => {
  it('forgets a field’s error once the visitor changes it, and only that one', () => {
    const state = run(
      fresh(),
      { type: 'checked', errors: { originCity: 'Enter the origin', cargoReadyDate: 'Too early' } },
      { type: 'edit', field: 'originCity', value: 'Dhaka' },
    )
    expect(state.values.originCity).toBe('Dhaka')
    expect(state.errors).toEqual({ originCity: undefined, cargoReadyDate: 'Too early' })
    // The date is typed as cargoReadyText and reported as cargoReadyDate.
    const dated = run(state, { type: 'edit', field: 'cargoReadyText', value: '01/02/30' })
    expect(dated.errors.cargoReadyDate).toBeUndefined()
  })

  it('keys package lines and their errors by place, and drops every error when a line goes', () => {
    let state = run(
      fresh(),
      { type: 'addItem', list: 'packages' },
      { type: 'addItem', list: 'packages' },
      {
        type: 'checked',
        errors: { 'packages.1.count': 'Enter the pieces', 'packages.2.count': 'Enter the pieces' },
      },
      { type: 'editItem', list: 'packages', index: 1, field: 'count', value: '4' },
    )
    expect(state.values.packages.map((line) => line.key)).toEqual([1, 2, 3])
    expect(state.values.packages[1]?.count).toBe('4')
    expect(state.errors['packages.1.count']).toBeUndefined()
    expect(state.errors['packages.2.count']).toBe('Enter the pieces')

    state = run(
      state,
      { type: 'removeItem', list: 'packages', index: 0 },
      { type: 'addItem', list: 'packages' },
    )
    expect(state.errors).toEqual({})
    // A new line never takes the key of one still on screen.
    expect(state.values.packages.map((line) => line.key)).toEqual([2, 3, 4])
  })

  it('forgets the totals’ shared error with the field’s own', () => {
    const state = run(
      fresh(),
      {
        type: 'checked',
        errors: { cargoTotals: 'Give the totals', 'cargoTotals.pieces': 'Too many' },
      },
      { type: 'editTotals', field: 'pieces', value: '3' },
    )
    expect(state.values.cargoTotals.pieces).toBe('3')
    expect(Object.values(state.errors).some(Boolean)).toBe(false)
  })

  it('once hydrated, keeps only the filled lines of the form without JavaScript and takes ?service=', () => {
    const values: QuoteDraft = {
      ...NO_SCRIPT_DRAFT,
      packages: NO_SCRIPT_DRAFT.packages.map((line, index) =>
        index === 2 ? { ...line, count: '2' } : line,
      ),
    }
    const state = quoteFormReducer(
      { ...initialQuoteForm(undefined), values },
      { type: 'restore', saved: undefined, preselected: 'ocean-freight', answered: undefined },
    )
    expect(state.restored).toBe(true)
    expect(state.values.service).toBe('ocean-freight')
    expect(state.values.packages.map((line) => line.count)).toEqual(['2'])
    expect(state.values.containers).toEqual([{ key: 1, type: '', quantity: '' }])
  })

  it('restores the draft kept in the tab, where ?service= still wins', () => {
    const saved = {
      values: { ...EMPTY_DRAFT, service: 'air-freight', commodity: 'Shirts' },
      step: 1 as const,
      reviewing: false,
    }
    const state = run(initialQuoteForm(undefined), {
      type: 'restore',
      saved,
      preselected: 'sea-air',
      answered: undefined,
    })
    expect(state.step).toBe(1)
    expect(state.values.commodity).toBe('Shirts')
    expect(state.values.service).toBe('sea-air')
  })

  it('shows the server’s refusal on the step of its first problem, not the draft in the tab', () => {
    const answer = {
      status: 400,
      message: 'Please check the form',
      errors: { email: 'Enter your email', commodity: 'Say what the cargo is' },
      values: { ...NO_SCRIPT_DRAFT, name: 'Rahim' },
    }
    const state = run(initialQuoteForm(answer), {
      type: 'restore',
      saved: { values: EMPTY_DRAFT, step: 0, reviewing: false },
      preselected: undefined,
      answered: answer.errors,
    })
    expect(state.step).toBe(2)
    expect(state.values.name).toBe('Rahim')
    expect(state.errors).toEqual(answer.errors)
    expect(state.focus).toEqual({ target: 'error' })
  })

  it('asks for the focus anew each time, so a second refusal focuses again', () => {
    const once = run(fresh(), { type: 'refused', errors: { commodity: 'Say what the cargo is' } })
    const twice = run(once, { type: 'refused', errors: { commodity: 'Say what the cargo is' } })
    expect(once.step).toBe(1)
    expect(twice.focus).toEqual({ target: 'error' })
    expect(twice.focus).not.toBe(once.focus)
    // A step that passes its check moves nothing and focuses nothing.
    expect(run(twice, { type: 'checked', errors: {} }).focus).toBe(twice.focus)
  })

  it('after sending: the reference, an empty form on step 1, the heading focused', () => {
    const state = run(
      fresh(),
      { type: 'edit', field: 'name', value: 'Rahim' },
      { type: 'goTo', step: 2, review: true },
      {
        type: 'sent',
        reference: 'Q-2026-0001',
        confirmationEmail: 'sending',
        attachedEstimate: { totalUsd: '2315.24', totalBdt: null },
      },
    )
    expect(state).toMatchObject({
      reference: 'Q-2026-0001',
      confirmationEmail: 'sending',
      attachedEstimate: { totalUsd: '2315.24', totalBdt: null },
      step: 0,
      reviewing: false,
    })
    expect(state.values).toEqual(EMPTY_DRAFT)
    expect(state.focus).toEqual({ target: 'heading' })
    expect(run(state, { type: 'another' }).reference).toBeUndefined()
  })
})

describe('the field binder', () => {
  it('gives a field its id, name, value and error, and turns its changes into edits', () => {
    const dispatch = vi.fn()
    const state = run(fresh(), { type: 'checked', errors: { originCity: 'Enter the origin' } })
    const bind = fieldBinder(state, dispatch)

    const originCity = bind.input('originCity')
    expect(originCity).toMatchObject({
      id: 'quote-originCity',
      name: 'originCity',
      value: '',
      error: 'Enter the origin',
    })
    originCity.onChange({ target: { value: 'Chattogram' } })
    bind.select('service').onChange('air-freight')
    bind.person('email').onChange('rahim@example.com')
    bind.checkbox('stackable').onChange(false)
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'edit', field: 'originCity', value: 'Chattogram' },
      { type: 'edit', field: 'service', value: 'air-freight' },
      { type: 'edit', field: 'email', value: 'rahim@example.com' },
      { type: 'edit', field: 'stackable', value: false },
    ])
    expect(bind.person('phone')).toMatchObject({ field: 'phone', id: 'quote-phone' })
    expect(bind.checkbox('stackable')).toMatchObject({ name: 'stackable', checked: true })
  })
})
