import { z } from '../zod.ts'
import { lineText } from '../text.ts'
import {
  emailAddress,
  isoDate,
  isoDateTime,
  itemId,
  oneLineMessage,
  optionalLine,
  phoneNumber,
  plainLine,
  sitePath,
  webAddress,
} from '../content/fields.ts'
import { imageRefSchema } from '../content/image-ref.ts'
import { localizedText } from '../content/localized.ts'
import { asciiDigits } from '#domain/numerals.ts'
import { formatDecimal, parseDecimal } from '#domain/pricing/decimal.ts'
import type { DataOf, DecimalField, Field, Fields, LineField } from './fields.ts'

/**
 * The checks a save goes through, derived from the fields: every message names the field by its
 * English label, as the workspace shows it, and every text follows the one-line or the
 * several-lines rule (schemas/text.ts), so no field can forget it.
 */

function lineSchema(field: LineField, label: string): z.ZodType {
  if (field.translated) {
    const text = localizedText({ label, max: field.max, optional: field.optional })
    // Left out, an optional one is empty, as an optional plain line is (below).
    return field.optional ? text.default({ en: '', bn: '' }) : text
  }
  switch (field.format) {
    case 'phone':
      return phoneNumber(label)
    case 'email':
      return emailAddress(label)
    case 'web-address':
      return field.optional
        ? z.union([z.literal(''), webAddress(label)]).default('')
        : webAddress(label)
    case 'site-path':
      return sitePath(label)
    case 'whatsapp':
      // Digits with the country code, as wa.me expects.
      return lineText(oneLineMessage(label)).regex(
        /^[1-9][0-9]{7,14}$/,
        `${label} must be digits with the country code.`,
      )
    case 'un-locode':
      // Two letters of the country, three letters or digits 2–9 of the place (UNECE's rule).
      return plainLine(label, 5)
        .toUpperCase()
        .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, `${label} must be a UN/LOCODE such as BDCGP or DEHAM.`)
    case 'keyword':
      return plainLine(label, field.max).toLowerCase()
    case 'plain':
      // An optional line left out is empty: data saved before the field existed stays valid.
      return field.optional
        ? optionalLine(label, field.max).default('')
        : plainLine(label, field.max)
  }
}

/**
 * An exact amount typed as a person writes it (Bengali digits, thousands commas), stored with
 * exactly the field's decimals ("1,234.5" → "1234.50"); an optional one may stay empty.
 */
function decimalSchema(field: DecimalField, label: string) {
  const example = formatDecimal(
    123450n * 10n ** BigInt(Math.max(field.places - 2, 0)),
    field.places,
  )
  const shape = `${label} must be an amount such as ${example}, with at most ${field.places} decimals.`
  const largest = parseDecimal(field.max, field.places)
  if (largest === null) throw new Error(`${label}: the largest value is not a decimal`)
  return lineText(oneLineMessage(label), { error: shape }).transform((typed, context) => {
    const plain = asciiDigits(typed).trim().replaceAll(',', '')
    if (plain === '') {
      if (!field.optional) context.addIssue({ code: 'custom', message: `${label} is required.` })
      return ''
    }
    const value = parseDecimal(plain, field.places)
    if (value === null) context.addIssue({ code: 'custom', message: shape })
    else if (value > largest) {
      context.addIssue({ code: 'custom', message: `${label} must be at most ${field.max}.` })
    } else return formatDecimal(value, field.places)
    return z.NEVER
  })
}

function clock(label: string) {
  return lineText(oneLineMessage(label)).regex(
    /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
    `${label} must be a time such as 18:00.`,
  )
}

/** The schema of one field's value. */
export function fieldSchema(field: Field): z.ZodType {
  if (field.kind === 'fixed') return z.literal(field.value)
  const label = field.label.en
  switch (field.kind) {
    case 'line':
      return lineSchema(field, label)
    case 'text':
      return localizedText({ label, max: field.max, multiLine: true })
    case 'number': {
      const message = `${label} must be ${field.integer ? 'a whole number' : 'a number'} from ${field.min} to ${field.max}.`
      const base = z.number({ error: message }).min(field.min, message).max(field.max, message)
      const checked = field.integer ? base.int(message) : base
      return field.optional ? z.union([z.literal(''), checked]).default('') : checked
    }
    case 'decimal':
      // Left out of a save made before the field existed, an optional amount is empty.
      return field.optional ? decimalSchema(field, label).default('') : decimalSchema(field, label)
    case 'yes-no':
      return z.boolean({ error: `${label} must be yes or no.` })
    case 'date':
      return field.optional ? z.union([z.literal(''), isoDate(label)]).default('') : isoDate(label)
    case 'date-time':
      // An optional instant left out is empty: data saved before the field existed stays valid.
      return field.optional
        ? z.union([z.literal(''), isoDateTime(label)]).default('')
        : isoDateTime(label)
    case 'time':
      return field.optional ? z.union([z.literal(''), clock(label)]).default('') : clock(label)
    case 'choice': {
      const names = field.options.map((option) => option.label.en.toLowerCase()).join(', ')
      const values = field.options.map((option) => option.value) as [string, ...string[]]
      const error = `${label}: choose one of ${names}.`
      const one = z.enum(values, { error })
      // An optional one may stay at "Choose…" ('').
      if (field.optional) return z.enum(['', ...values], { error }).default('')
      // Left out (saved before the field existed), a choice with a first value takes it.
      if (!field.several) return field.initial === undefined ? one : one.default(field.initial)
      const some = z
        .array(one, { error: `${label} must be a list.` })
        .min(field.several.min, `${label}: choose at least ${field.several.min}.`)
        .max(field.several.max, `${label}: choose at most ${field.several.max}.`)
      // Left out (saved before the field existed), one that may be none is none.
      return field.several.min === 0 ? some.default([]) : some
    }
    case 'image':
      return imageRefSchema
    case 'reference':
      return field.several
        ? z
            .array(itemId(label), { error: `${label} must be a list.` })
            .max(field.several.max, `${label}: choose at most ${field.several.max}.`)
        : itemId(label)
    case 'list':
      return z
        .array(fieldSchema(field.of), { error: `${label} must be a list` })
        .min(field.min, `${label}: enter at least ${field.min}`)
        .max(field.max, `${label}: enter at most ${field.max}`)
    case 'group':
      return recordSchema(field.fields)
  }
}

/** The schema of a record made of `fields`: an item's data, or a group's value. */
export function recordSchema<F extends Fields>(fields: F): z.ZodType<DataOf<F>> {
  return z.object(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)])),
  ) as unknown as z.ZodType<DataOf<F>>
}
