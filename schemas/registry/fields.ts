import type { Localized } from '#domain/languages.ts'
import type { ImageRef } from '../content/image-ref.ts'

/**
 * The kinds of field a collection of the registry is made of. A field is plain data (its kind,
 * its label and hint in both languages, its limits), so the workspace draws its form from it,
 * the server derives its checks from it (validation.ts) and the types of an item's data follow
 * from it, without anyone reading a schema library's internals.
 *
 * `Value` is the type the field's value has in an item's data; it lives only in the type system.
 */
interface FieldOf<Value> {
  /** What the workspace calls the field, and the server's messages name (in English). */
  label: Localized
  /** Said under the field: what to write, in which form. */
  hint?: Localized
  /** Never set: carries the value's type for `DataOf`. */
  readonly valueType?: Value
}

/** How a one-line text must look; `plain` is any line. */
export type LineFormat =
  | 'plain'
  | 'phone'
  | 'email'
  | 'web-address'
  | 'site-path'
  | 'whatsapp'
  | 'keyword'
  /** A UN/LOCODE: country and place, five characters (BDCGP Chattogram, DEHAM Hamburg). */
  | 'un-locode'

export interface LineField<Value = unknown> extends FieldOf<Value> {
  kind: 'line'
  /** Written in English and in Bangla (`{ en, bn }`), the Bangla left empty until translated. */
  translated: boolean
  /** May stay empty (a translated one in both languages). */
  optional: boolean
  max: number
  format: LineFormat
}

/** Several lines: a description, a paragraph. */
export interface TextField<Value = unknown> extends FieldOf<Value> {
  kind: 'text'
  translated: boolean
  max: number
}

export interface NumberField<Value = number> extends FieldOf<Value> {
  kind: 'number'
  /** May stay empty ('') (a weekly consolidation's transit days on a dated sailing). */
  optional?: boolean
  min: number
  max: number
  integer: boolean
}

/**
 * An exact decimal amount (money, a rate of exchange), stored as text with exactly `places`
 * decimals ("1234.50"), never as a binary floating-point number; typed with any digits.
 */
export interface DecimalField extends FieldOf<string> {
  kind: 'decimal'
  /** Decimals kept: the currency's minor units for money (2 for USD, BDT and EUR). */
  places: number
  /** The largest value, as text ("99999999.99"). */
  max: string
  /** May stay empty (a weight break the card does not quote). */
  optional: boolean
}

export interface YesNoField extends FieldOf<boolean> {
  kind: 'yes-no'
}

/** A calendar day, stored as 2026-12-31 and typed and shown day first. */
export interface DateField extends FieldOf<string> {
  kind: 'date'
  /** May stay empty (''). */
  optional?: boolean
}

/** An instant, picked as a day and a time in Dhaka and stored with its offset. */
export interface DateTimeField extends FieldOf<string> {
  /** May stay empty (''). */
  optional: boolean
  kind: 'date-time'
}

/** A time of day in Dhaka, e.g. 18:00. */
export interface TimeField extends FieldOf<string> {
  kind: 'time'
  /** May stay empty (''). */
  optional?: boolean
}

export interface ChoiceOption<Value extends string = string> {
  value: Value
  label: Localized
}

export interface ChoiceField<Value = unknown> extends FieldOf<Value> {
  kind: 'choice'
  options: readonly ChoiceOption[]
  /** What a new item starts with (USD for a price's currency); nothing chosen otherwise. */
  initial?: string
  /** Several may be chosen, between these counts; one otherwise. */
  several?: { min: number; max: number }
  /** One, or none ('') ("Choose…" left as it is). */
  optional?: boolean
}

export interface ImageField extends FieldOf<ImageRef> {
  kind: 'image'
}

/** An item (or, with `several`, items) of another collection, by id. */
export interface ReferenceField<Value = unknown> extends FieldOf<Value> {
  kind: 'reference'
  collection: string
  several?: { max: number }
}

/** A list of values of one field, or of sub-records (a group). */
export interface ListField<Value = unknown> extends FieldOf<Value> {
  kind: 'list'
  of: Field
  min: number
  max: number
}

/** A sub-record: an address, opening hours. */
export interface GroupField<Value = unknown> extends FieldOf<Value> {
  kind: 'group'
  fields: Fields
}

/** A value no one edits (an office's country): kept, not shown. */
export interface FixedField<Value extends string = string> {
  kind: 'fixed'
  value: Value
  readonly valueType?: Value
}

export type Field =
  | LineField
  | TextField
  | NumberField<unknown>
  | DecimalField
  | YesNoField
  | DateField
  | DateTimeField
  | TimeField
  | ChoiceField
  | ImageField
  | ReferenceField
  | ListField
  | GroupField
  | FixedField

export type Fields = Readonly<Record<string, Field>>

/** The type of a field's value in an item's data. */
export type ValueOf<F> = F extends { readonly valueType?: infer Value } ? Value : never

/** The type of an item's data, from its fields. */
export type DataOf<F extends Fields> = { -readonly [Key in keyof F]: ValueOf<F[Key]> }

type Described = { label: Localized; hint?: Localized }

/** One line of text. Translated unless `translated: false`. */
export function line<const Options extends Described & Partial<LineOptions>>(
  options: Options & { max: number },
): LineField<Options['translated'] extends false ? string : Localized> {
  return {
    kind: 'line',
    translated: options.translated ?? true,
    optional: options.optional ?? false,
    format: options.format ?? 'plain',
    ...options,
  }
}
interface LineOptions {
  translated: boolean
  optional: boolean
  format: LineFormat
}

/** Several lines of text, translated. */
export function text(options: Described & { max: number }): TextField<Localized> {
  return { kind: 'text', translated: true, ...options }
}

export function number<const Options extends Described & NumberOptions>(
  options: Options,
): NumberField<Options['optional'] extends true ? number | '' : number> {
  return { kind: 'number', integer: true, ...options }
}
interface NumberOptions {
  min: number
  max: number
  integer?: boolean
  optional?: boolean
}

/**
 * An amount of money in a currency with two minor units (USD, BDT, EUR), up to 99,999,999.99.
 * A percentage is written the same way ("12.50" percent).
 */
export function money(options: Described & { optional?: boolean }): DecimalField {
  return { kind: 'decimal', places: 2, max: '99999999.99', optional: false, ...options }
}

/** An exact decimal with `places` decimals up to `max` (a rate of exchange: 4). */
export function decimal(
  options: Described & { places: number; max: string; optional?: boolean },
): DecimalField {
  return { kind: 'decimal', optional: false, ...options }
}

export function yesNo(options: Described): YesNoField {
  return { kind: 'yes-no', ...options }
}

export function date(options: Described & { optional?: boolean }): DateField {
  return { kind: 'date', ...options }
}

export function dateTime(options: Described & { optional?: boolean }): DateTimeField {
  return { kind: 'date-time', ...options, optional: options.optional ?? false }
}

export function time(options: Described & { optional?: boolean }): TimeField {
  return { kind: 'time', ...options }
}

/** One of `options`. */
export function choice<const Value extends string>(
  options: Described & { options: readonly ChoiceOption<Value>[]; initial?: NoInfer<Value> },
): ChoiceField<Value> {
  return { kind: 'choice', ...options }
}

/** One of `options`, or none (''). */
export function optionalChoice<const Value extends string>(
  options: Described & { options: readonly ChoiceOption<Value>[] },
): ChoiceField<Value | ''> {
  return { kind: 'choice', ...options, optional: true }
}

/** Some of `options`, between `min` and `max` of them. */
export function choices<const Value extends string>(
  options: Described & { options: readonly ChoiceOption<Value>[]; min: number; max: number },
): ChoiceField<Value[]> {
  const { min, max, ...rest } = options
  return { kind: 'choice', ...rest, several: { min, max } }
}

export function image(options: Described): ImageField {
  return { kind: 'image', ...options }
}

/** The id of an item of `collection`. */
export function reference(options: Described & { collection: string }): ReferenceField<number> {
  return { kind: 'reference', ...options }
}

/** The ids of up to `max` items of `collection`. */
export function references(
  options: Described & { collection: string; max: number },
): ReferenceField<number[]> {
  const { max, ...rest } = options
  return { kind: 'reference', ...rest, several: { max } }
}

/** A list of `of`'s values, `min` to `max` of them. */
export function list<const Of extends Field>(
  options: Described & { of: Of; min?: number; max: number },
): ListField<ValueOf<Of>[]> {
  return { kind: 'list', min: 0, ...options }
}

export function group<const F extends Fields>(
  options: Described & { fields: F },
): GroupField<DataOf<F>> {
  return { kind: 'group', ...options }
}

export function fixed<const Value extends string>(value: Value): FixedField<Value> {
  return { kind: 'fixed', value }
}
