import { defineMessages } from '#app/i18n/messages.ts'

/** The bar on a staff preview of the drafts (app/components/preview-bar.tsx). */
export const previewBarMessages = defineMessages({
  en: {
    title: 'Preview of a draft',
    text: 'Unpublished changes are shown. Visitors see the published page.',
    back: 'Back to the workspace',
  },
  bn: {
    title: 'খসড়ার প্রিভিউ',
    text: 'এখানে প্রকাশ না করা পরিবর্তনগুলো দেখানো হচ্ছে। ভিজিটররা প্রকাশিত পেজটিই দেখেন।',
    back: 'ওয়ার্কস্পেসে ফিরে যান',
  },
})
