import { defineMessages } from '#app/i18n/messages.ts'

export const galleryMessages = defineMessages({
  en: {
    title: 'Gallery',
    heading: 'Gallery',
    lead: 'Our teams at work: air pallets and LCL stuffing, heavy lifts, our warehouses and the people who run them.',
    description:
      'Photographs of {company} at work: cargo operations at Dhaka and Chattogram, project cargo moves, our facilities and our events.',
    filterLabel: 'Filter photographs by category',
    all: 'All photographs',
    listLabel: 'Photographs',
    none: 'There are no photographs in this category yet.',
    unknownCategory: 'There is no such gallery category. It may have been renamed or removed.',
  },
  bn: {
    title: 'গ্যালারি',
    heading: 'গ্যালারি',
    lead: 'কাজের মাঝে আমাদের দল: এয়ার প্যালেট ও LCL কন্টেইনার বোঝাই, ভারী মালামাল পরিবহন, আমাদের ওয়্যারহাউস আর সেগুলো যারা চালান।',
    description:
      'কাজের মাঝে {company}-এর ছবি: ঢাকা ও চট্টগ্রামে কার্গো অপারেশন, প্রজেক্ট কার্গো পরিবহন, আমাদের স্থাপনা ও অনুষ্ঠান।',
    filterLabel: 'বিভাগ অনুযায়ী ছবি দেখুন',
    all: 'সব ছবি',
    listLabel: 'ছবি',
    none: 'এই বিভাগে এখনো কোনো ছবি নেই।',
    unknownCategory:
      'এই নামে কোনো গ্যালারি বিভাগ নেই। বিভাগটির নাম বদলানো বা সরিয়ে ফেলা হয়ে থাকতে পারে।',
  },
})
