import { defineMessages } from '#app/i18n/messages.ts'

/** The case studies list and each case study's page. */
export const caseStudiesMessages = defineMessages({
  en: {
    title: 'Case studies',
    heading: 'Case studies',
    lead: 'Shipments that went wrong before they reached us, and how we got them to the buyer on time.',
    description:
      'Case studies from {company}: the challenge, the solution and the result of real shipments for garment, pharmaceutical, seafood and power-sector customers in Bangladesh.',
    filterLabel: 'Filter case studies by category',
    all: 'All categories',
    listLabel: 'Case studies',
    none: 'There are no case studies in this category yet.',
    client: 'Client',
    category: 'Category',
    publishedOn: 'Published',
    challenge: 'The challenge',
    solution: 'Our solution',
    result: 'The result',
    back: 'All case studies',
    unknownCategory: 'There is no such case study category. It may have been renamed or removed.',
  },
  bn: {
    title: 'কেস স্টাডি',
    heading: 'কেস স্টাডি',
    lead: 'যেসব শিপমেন্ট আমাদের কাছে আসার আগেই সমস্যায় পড়েছিল, আর কীভাবে আমরা সেগুলো সময়মতো ক্রেতার কাছে পৌঁছে দিয়েছি।',
    description:
      '{company}-এর কেস স্টাডি: বাংলাদেশের গার্মেন্টস, ওষুধ, সামুদ্রিক খাদ্য ও বিদ্যুৎ খাতের গ্রাহকদের বাস্তব শিপমেন্টের সমস্যা, সমাধান ও ফলাফল।',
    filterLabel: 'বিভাগ অনুযায়ী কেস স্টাডি দেখুন',
    all: 'সব বিভাগ',
    listLabel: 'কেস স্টাডি',
    none: 'এই বিভাগে এখনো কোনো কেস স্টাডি নেই।',
    client: 'গ্রাহক',
    category: 'বিভাগ',
    publishedOn: 'প্রকাশিত',
    challenge: 'সমস্যা',
    solution: 'আমাদের সমাধান',
    result: 'ফলাফল',
    back: 'সব কেস স্টাডি',
    unknownCategory:
      'এই নামে কোনো কেস স্টাডি বিভাগ নেই। বিভাগটির নাম বদলানো বা সরিয়ে ফেলা হয়ে থাকতে পারে।',
  },
})
