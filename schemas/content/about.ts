import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { group, line, list, text } from '../registry/fields.ts'
import { viewList } from '../registry/view.ts'
import { z } from '../zod.ts'

/** The About page's statements as visitors see them. */
export const AboutSchema = z.object({
  mission: z.string(),
  vision: z.string(),
  objectives: viewList(z.string()),
  values: viewList(z.object({ title: z.string(), text: z.string() })),
  commitment: z.object({ statement: viewList(z.string()), name: z.string(), role: z.string() }),
})

/** The About page's statements (one entry). */
export const aboutCollection = defineCollection({
  label: { en: 'Mission, vision and values', bn: 'লক্ষ্য, রূপকল্প ও মূল্যবোধ' },
  singleton: true,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: () => 'Mission, vision and values',
  view: {
    schema: AboutSchema,
    show: ({ data }, { text, texts }) => ({
      mission: text(data.mission),
      vision: text(data.vision),
      objectives: texts(data.objectives),
      values: data.values.map((value) => ({ title: text(value.title), text: text(value.text) })),
      commitment: {
        statement: texts(data.commitment.statement),
        name: text(data.commitment.name),
        role: text(data.commitment.role),
      },
    }),
  },
  fields: {
    mission: text({ label: { en: 'Mission', bn: 'লক্ষ্য' }, max: 400 }),
    vision: text({ label: { en: 'Vision', bn: 'রূপকল্প' }, max: 400 }),
    objectives: list({
      label: { en: 'Objectives', bn: 'উদ্দেশ্য' },
      of: line({ label: { en: 'Objectives', bn: 'উদ্দেশ্য' }, max: 300 }),
      min: 1,
      max: 10,
    }),
    values: list({
      label: { en: 'Values', bn: 'মূল্যবোধ' },
      of: group({
        label: { en: 'Value', bn: 'মূল্যবোধ' },
        fields: {
          title: line({ label: { en: 'Value', bn: 'মূল্যবোধ' }, max: 60 }),
          text: line({ label: { en: 'Value text', bn: 'মূল্যবোধের বিবরণ' }, max: 400 }),
        },
      }),
      min: 1,
      max: 8,
    }),
    commitment: group({
      label: { en: 'Commitment', bn: 'অঙ্গীকার' },
      fields: {
        statement: list({
          label: { en: 'Commitment statement', bn: 'অঙ্গীকারের বক্তব্য' },
          of: text({ label: { en: 'Commitment statement', bn: 'অঙ্গীকারের বক্তব্য' }, max: 2000 }),
          min: 1,
          max: 4,
        }),
        name: line({ label: { en: 'Signed by', bn: 'স্বাক্ষরকারী' }, max: 120 }),
        role: line({ label: { en: 'Their role', bn: 'তাঁর পদ' }, max: 120 }),
      },
    }),
  },
})
export const aboutSchema = aboutCollection.schema
export type AboutData = DataOf<typeof aboutCollection.fields>
