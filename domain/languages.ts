/**
 * The languages of the public site. English is the source and always present; Bangla may lag
 * behind it while a translation is pending. Kept apart from the content schemas so that the
 * pages' scripts can name the languages without loading the validation library.
 */
export const LANGUAGES = ['en', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]
