import { z } from '../zod.ts'
import { lineFormat, lineText } from '../text.ts'
import { localizedText } from './localized.ts'

/**
 * Field kinds the content collections share, so that one rule (what a phone looks like, how long
 * a list may be) reads the same in every collection's schema and in every message.
 */

/** A list of localized texts (paragraphs, bullet points) of `min` to `max` entries. */
export function localizedList(
  options: Parameters<typeof localizedText>[0],
  { min, max }: { min: number; max: number },
) {
  return z
    .array(localizedText(options), { error: `${options.label} must be a list` })
    .min(min, `${options.label}: enter at least ${min}`)
    .max(max, `${options.label}: enter at most ${max}`)
}

/** What every one-line field of the content says when it holds a control character. */
export function oneLineMessage(label: string) {
  return `${label} must be one line without control characters.`
}

/** One line that is not translated: a code, a number, a name written the same in both languages. */
export function plainLine(label: string, max: number) {
  return lineText(oneLineMessage(label), { error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
}

/** The same, but it may stay empty (a trade licence not yet entered, a number without a suffix). */
export function optionalLine(label: string, max: number) {
  return lineText(oneLineMessage(label), { error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
}

/** A phone number in international format, e.g. "+880 2 5505 0101". */
export function phoneNumber(label: string) {
  return plainLine(label, 30).regex(
    /^\+[0-9][0-9 ]{5,24}[0-9]$/,
    `${label} must be in international format, e.g. +880 2 5505 0101.`,
  )
}

export function emailAddress(label: string) {
  return plainLine(label, 254).pipe(z.email({ error: `${label} must be an email address.` }))
}

/** An absolute http(s) address. */
export function webAddress(label: string) {
  return plainLine(label, 500).pipe(
    z.url({ protocol: /^https?$/, error: `${label} must be a web address starting with https://` }),
  )
}

/** A link inside this site, e.g. "/contact". */
export function sitePath(label: string) {
  return plainLine(label, 200).regex(
    /^\/(?!\/)[^\s\\]*$/,
    `${label} must be an address on this site, starting with "/", e.g. /contact.`,
  )
}

export function isoDate(label: string) {
  return lineFormat(
    z.iso.date({ error: `${label} must be a date (YYYY-MM-DD).` }),
    oneLineMessage(label),
  )
}

/** An instant written with its offset, e.g. "2026-12-01T09:00:00+06:00". */
export function isoDateTime(label: string) {
  return lineFormat(
    z.iso.datetime({ offset: true, error: `${label} must be a date and time.` }),
    oneLineMessage(label),
  )
}

/** The id of another collection's item (a category), checked to exist when published. */
export function itemId(label: string) {
  return z
    .number({ error: `Choose the ${label.toLowerCase()}.` })
    .int(`Choose the ${label.toLowerCase()}.`)
    .positive(`Choose the ${label.toLowerCase()}.`)
}
