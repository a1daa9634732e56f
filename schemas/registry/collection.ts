import type { Localized } from '#domain/languages.ts'
import type { StaffRole } from '../staff.ts'
import type { z } from '../zod.ts'
import type { DataOf, Fields } from './fields.ts'
import { recordSchema } from './validation.ts'
import type { PublicView } from './view.ts'

/** A check across fields (an end after its start): the field it is about and what to say. */
export interface CrossFieldProblem {
  path: string[]
  message: string
}

export interface CollectionRules<F extends Fields, Shape = unknown> {
  /** What the workspace calls the collection, e.g. "Projects". */
  label: Localized
  fields: F
  /** One entry, id 1, that is never created nor deleted (the company, the site settings). */
  singleton: boolean
  /** Items are addressed by a slug (kept once made, so addresses stay). */
  slugged: boolean
  /**
   * Who works on it in the workspace. Admins may do everything; the roles named here may read,
   * save, publish and delete items.
   */
  editors: readonly Exclude<StaffRole, 'admin'>[]
  /** Published items are shown to visitors (pages and the public API); false for staff-only kinds. */
  public: boolean
  /** The English text that names an item in lists and in the audit log. */
  name(data: DataOf<F>): string
  /** What the fields' own checks cannot say: a problem across fields, or null. */
  check?(data: DataOf<F>): CrossFieldProblem | null
  /**
   * How visitors see an item, when it is shown item by item (views that join several
   * collections, like the company's, are composed in schemas/content/public-records.ts).
   */
  view?: PublicView<DataOf<F>, Shape>
}

/** A collection of the registry: its rules, and the checks a save goes through. */
export type Collection<F extends Fields = Fields, Shape = unknown> = CollectionRules<F, Shape> & {
  schema: z.ZodType<DataOf<F>>
}

/** Defines a kind of record once; everything else about it is derived from this. */
export function defineCollection<const F extends Fields, Shape>(
  rules: CollectionRules<F, Shape> & { view: PublicView<DataOf<F>, Shape> },
): Collection<F, Shape> & { view: PublicView<DataOf<F>, Shape> }
export function defineCollection<const F extends Fields>(rules: CollectionRules<F>): Collection<F>
export function defineCollection<const F extends Fields, Shape>(
  rules: CollectionRules<F, Shape>,
): Collection<F, Shape> {
  const fieldsSchema = recordSchema(rules.fields)
  const { check } = rules
  const schema = check
    ? fieldsSchema.superRefine((data, context) => {
        const problem = check(data)
        if (problem) context.addIssue({ code: 'custom', ...problem })
      })
    : fieldsSchema
  return { ...rules, schema }
}
