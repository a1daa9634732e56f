import { describe, expect, it } from 'vitest'
import { formShowsMessage, formTextsIn, type PublicForm } from '#app/components/form.messages.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { JobApplicationFieldsSchema } from '#schemas/job-application.ts'
import { QuoteRequestSchema } from '#schemas/quote.ts'
import {
  SubscribeRequestSchema,
  TrackNumberParamsSchema,
  TrackReferenceParamsSchema,
} from '#schemas/tracking-api.ts'
import { validationMessages } from '#schemas/validation.messages.ts'

const KEYS = Object.keys(validationMessages.en)
const fieldOf = (key: string) => key.split('.')[0]

/** The fields each form's schemas validate, as the server checks them. */
const FORM_FIELDS: Record<PublicForm, string[]> = {
  contact: Object.keys(ContactMessageSchema.shape),
  application: Object.keys(JobApplicationFieldsSchema.shape),
  quote: Object.keys(QuoteRequestSchema.shape),
  track: [
    ...Object.keys(SubscribeRequestSchema.shape),
    ...Object.keys(TrackReferenceParamsSchema.shape),
    ...Object.keys(TrackNumberParamsSchema.shape),
  ],
}
const FORMS = Object.keys(FORM_FIELDS) as PublicForm[]

describe("a form page's validation messages", () => {
  it.each(FORMS)('%s: every message of every field its schemas validate', (form) => {
    const missing = KEYS.filter(
      (key) => FORM_FIELDS[form].includes(fieldOf(key) ?? '') && !formShowsMessage(form, key),
    )
    expect(missing).toEqual([])
  })

  it('every message is on the page of some form', () => {
    expect(KEYS.filter((key) => !FORMS.some((form) => formShowsMessage(form, key)))).toEqual([])
  })

  it("no form page carries another form's own fields", () => {
    const texts = (form: PublicForm) => Object.keys(formTextsIn('en', form).validation)
    expect(texts('quote')).not.toContain('cv.required')
    expect(texts('quote')).not.toContain('message.required')
    expect(texts('contact')).not.toContain('service.required')
    expect(texts('contact')).not.toContain('cv.required')
    expect(texts('application')).not.toContain('originCity.required')
    expect(texts('track')).not.toContain('message.required')
    for (const form of FORMS) expect(texts(form)).toContain('otherProblem')
  })

  it('in both languages, each text is the dictionary’s', () => {
    for (const language of ['en', 'bn'] as const) {
      const { validation } = formTextsIn(language, 'application')
      expect(validation['cv.required']).toBe(validationMessages[language]['cv.required'])
    }
  })
})
