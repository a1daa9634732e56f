import { defineMessages } from '#app/i18n/messages.ts'

export const servicesMessages = defineMessages({
  en: {
    title: 'Services',
    description:
      "Air freight, ocean freight, sea-air, warehousing, road-air, air-air, air-sea and project cargo services from Bangladesh's air and sea freight forwarders in Dhaka and Chattogram.",
    heading: 'Our services',
    lead: 'Eight ways to move your cargo between Bangladesh and the world, each run by specialists who know the routes, the carriers and the paperwork.',
    allServices: 'All services',
  },
  bn: {
    title: 'সেবাসমূহ',
    description:
      'ঢাকা ও চট্টগ্রামের এয়ার ও সি ফ্রেইট ফরোয়ার্ডারের এয়ার ফ্রেইট, সি ফ্রেইট, সি-এয়ার, ওয়্যারহাউজিং, রোড-এয়ার, এয়ার-এয়ার, এয়ার-সি ও প্রজেক্ট কার্গো সেবা।',
    heading: 'আমাদের সেবাসমূহ',
    lead: 'বাংলাদেশ ও বিশ্বের মধ্যে আপনার কার্গো পাঠানোর আটটি উপায়; প্রতিটি চালান সামলান রুট, ক্যারিয়ার ও কাগজপত্র ভালোভাবে জানা অভিজ্ঞ কর্মীরা।',
    allServices: 'সব সেবা',
  },
})
