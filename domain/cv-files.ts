/** What a CV upload may be. Free of zod, so forms can show the limits without loading it. */

/** Largest CV accepted, in bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024

export const COVER_LETTER_MAX = 5000

/**
 * CV formats accepted. The server decides the type from the file's first bytes, never from its
 * name or declared type; `extensions` and `mime` only help the browser's file picker.
 */
export const CV_TYPES = [
  { kind: 'pdf', extension: 'pdf', mime: 'application/pdf' },
  { kind: 'doc', extension: 'doc', mime: 'application/msword' },
  {
    kind: 'docx',
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
] as const

export type CvType = (typeof CV_TYPES)[number]

/** Value for an `<input type="file" accept>` attribute. */
export const CV_ACCEPT = CV_TYPES.flatMap((type) => [`.${type.extension}`, type.mime]).join(',')
