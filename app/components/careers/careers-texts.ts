import type { MessagesOf } from '#app/i18n/messages.ts'
import type { careersMessages } from '#app/routes/careers.messages.ts'

/** The careers pages' texts in the page's language, from its loader. */
export type CareersTexts = MessagesOf<typeof careersMessages>
