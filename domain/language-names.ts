import type { Language } from '#schemas/content/localized.ts'

/** The languages' names in the staff workspace, which is in English. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', bn: 'Bangla' }
