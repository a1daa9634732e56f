import { defineMessages } from '#app/i18n/messages.ts'

/** The projects list and each project's page. */
export const projectsMessages = defineMessages({
  en: {
    title: 'Projects',
    heading: 'Our projects',
    lead: 'Charters, cold chains, heavy lifts and seasonal programmes we have run for exporters and importers in Bangladesh.',
    description:
      'Projects {company} has delivered: freighter charters, cold-chain imports, power plant equipment and seasonal export programmes from Bangladesh.',
    filterLabel: 'Filter projects by category',
    all: 'All categories',
    listLabel: 'Projects',
    none: 'There are no projects to show in this category yet.',
    completed: 'Completed {year}',
    featured: 'Featured',
    category: 'Category',
    completedOn: 'Completed',
    tags: 'Keywords',
    back: 'All projects',
    unknownCategory: 'There is no such project category. It may have been renamed or removed.',
  },
  bn: {
    title: 'প্রকল্প',
    heading: 'আমাদের প্রকল্পসমূহ',
    lead: 'বাংলাদেশের রপ্তানিকারক ও আমদানিকারকদের জন্য আমরা যে চার্টার, কোল্ড চেইন, ভারী মালামাল পরিবহন ও মৌসুমি কর্মসূচি পরিচালনা করেছি।',
    description:
      '{company}-এর সম্পন্ন প্রকল্প: ফ্রেইটার চার্টার, কোল্ড চেইন আমদানি, বিদ্যুৎকেন্দ্রের যন্ত্রপাতি এবং বাংলাদেশ থেকে মৌসুমি রপ্তানি কর্মসূচি।',
    filterLabel: 'বিভাগ অনুযায়ী প্রকল্প দেখুন',
    all: 'সব বিভাগ',
    listLabel: 'প্রকল্পসমূহ',
    none: 'এই বিভাগে এখনো কোনো প্রকল্প নেই।',
    completed: '{year} সালে সম্পন্ন',
    featured: 'বিশেষ প্রকল্প',
    category: 'বিভাগ',
    completedOn: 'সম্পন্ন হয়েছে',
    tags: 'বিষয়',
    back: 'সব প্রকল্প',
    unknownCategory:
      'এই নামে কোনো প্রকল্প বিভাগ নেই। বিভাগটির নাম বদলানো বা সরিয়ে ফেলা হয়ে থাকতে পারে।',
  },
})
