/**
 * The languages of the public site. English is the source and always present; Bangla may lag
 * behind it while a translation is pending. Kept free of zod: every public page's shell needs it.
 */
export const LANGUAGES = ['en', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]
