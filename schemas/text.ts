import { parseTypedDate } from '#domain/calendar.ts'
import { z } from './zod.ts'

/**
 * Every text the API takes in goes through one of these: form fields, path parameters, query
 * strings. Control characters are never typed by people, and PostgreSQL cannot even store NUL in
 * text (it answers an error, which used to become a 500).
 */

/** C0 and C1 controls and DEL. */
const CONTROL_CHARS = /\p{Cc}/u
/** The same, but for tab, line feed and carriage return, which multi-line text may hold. */
const CONTROL_CHARS_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u

type StringParams = Parameters<typeof z.string>[0]

/** True when the text holds a control character it may not: any at all in one-line text. */
export function hasControlChars(text: string, lines: 'single' | 'multi' = 'single'): boolean {
  return (lines === 'multi' ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS).test(text)
}

/**
 * One line of text: a name, an email address, a path parameter, a query string. Any control
 * character is refused with `message`, which names the field. The check comes first, so chain
 * trim, lengths and patterns after it: trimming first would drop some (a trailing tab or line
 * feed) silently.
 */
export function lineText(message: string, params?: StringParams) {
  return z.string(params).refine(isOneLine, message)
}

/** Text of several lines (a message, a note): tabs and line breaks are fine, other controls not. */
export function multiLineText(message: string, params?: StringParams) {
  return z.string(params).refine(isMultiLine, message)
}

/**
 * A text zod checks the shape of (a date, a UUID) held to the one-line rule as well: its pattern
 * refuses controls anyway, but the field then says which rule it follows, like every other text.
 */
export function lineFormat<Schema extends z.ZodStringFormat>(schema: Schema, message: string) {
  return schema.refine(isOneLine, message)
}

function isOneLine(value: string): boolean {
  return !hasControlChars(value)
}

function isMultiLine(value: string): boolean {
  return !hasControlChars(value, 'multi')
}

/**
 * Which rule a text schema was made with, 'single' (lineText, lineFormat) or 'multi'
 * (multiLineText), or undefined when it was made with neither. The content schemas' test walks
 * every text field with it, so that a field made with a bare z.string() cannot slip through.
 */
export function textLines(schema: z.ZodType): 'single' | 'multi' | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const { fn } = check._zod.def as { fn?: unknown }
    if (fn === isOneLine) return 'single'
    if (fn === isMultiLine) return 'multi'
  }
  return undefined
}

/** The largest id an integer column holds (PostgreSQL's `integer`, the ids' type). */
const MAX_RECORD_ID = 2_147_483_647

/**
 * A record's id in a path or a query string, e.g. `/api/staff/content/projects/12`: digits alone
 * and no leading zero, so that a record has one address. z.coerce.number() read "0x1", "1e0",
 * "1.0", "+1", " 1" and "01" all as 1. `name` starts the message: "The id", "Position". The
 * OpenAPI document calls it a whole number (digits are how a URL writes one), so that clients
 * made from it take numbers; the pattern stays the server's business.
 */
export function recordId(name: string) {
  const message = `${name} must be a number written in digits, e.g. 12`
  return lineText(message, { error: message })
    .regex(/^[1-9][0-9]*$/, message)
    .transform(Number)
    .refine((id) => id <= MAX_RECORD_ID, `${name} is too large`)
    .meta({ type: 'integer', minimum: 1, maximum: MAX_RECORD_ID, pattern: undefined })
}

/**
 * A parameter read as something else than text (z.coerce.number reads "1\t" as 1: Number() trims
 * whitespace), with control characters refused first, with `message`.
 */
export function refuseControlChars<T extends z.ZodType>(schema: T, message: string) {
  return z.preprocess((value, context) => {
    if (typeof value === 'string' && hasControlChars(value)) {
      context.addIssue({ code: 'custom', message, input: value })
    }
    return value
  }, schema)
}

/**
 * A day as people type it, day first (31/12/2026, in Bengali digits too) or ISO, read as ISO
 * (2026-12-31) before `schema` checks it; what reads as no day reaches `schema` as typed, for its
 * message.
 */
export function typedDay<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (parseTypedDate(value) ?? value) : value),
    schema,
  )
}
