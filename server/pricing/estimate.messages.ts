/**
 * The instant estimate's words, in the language of the request (Content-Language): what no
 * estimate includes, and why a lane has no price (issue 41). Glossary: docs/bangla-glossary.md.
 */
import { defineMessages } from '#domain/messages.ts'

export const estimateMessages = defineMessages({
  en: {
    excludedDuties: 'Duties and taxes',
    excludedInspection: 'Inspection',
    excludedStorage: 'Storage',
    subjectTo: 'Subject to space and equipment.',
    unknownOrigin:
      'We have no rates from {place} yet. Send the request and our sales desk will quote it within one working day.',
    unknownDestination:
      'We have no rates to {place} yet. Send the request and our sales desk will quote it within one working day.',
    noCard:
      'We have no rate for {mode} from {origin} to {destination} yet. Send the request and our sales desk will quote it within one working day.',
    expired:
      'Our rate for {mode} from {origin} to {destination} has expired. Send the request and our sales desk will quote it within one working day.',
    notValidWhenReady:
      'Our rates for {mode} from {origin} to {destination} do not cover a cargo ready on {date}. Send the request and our sales desk will quote it within one working day.',
    noFreightRate:
      'Our rates for {mode} from {origin} to {destination} do not cover this cargo. Send the request and our sales desk will quote it within one working day.',
  },
  bn: {
    excludedDuties: 'শুল্ক ও কর',
    excludedInspection: 'পরিদর্শন',
    excludedStorage: 'গুদামজাতকরণ',
    subjectTo: 'জাহাজ বা বিমানে জায়গা ও কন্টেইনার পাওয়া সাপেক্ষে।',
    unknownOrigin:
      '{place} থেকে আমাদের কোনো রেট এখনো নেই। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
    unknownDestination:
      '{place} পর্যন্ত আমাদের কোনো রেট এখনো নেই। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
    noCard:
      '{origin} থেকে {destination} পর্যন্ত {mode}-এর কোনো রেট আমাদের এখনো নেই। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
    expired:
      '{origin} থেকে {destination} পর্যন্ত {mode}-এর রেটের মেয়াদ শেষ হয়ে গেছে। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
    notValidWhenReady:
      '{origin} থেকে {destination} পর্যন্ত {mode}-এর রেট {date} তারিখে প্রস্তুত কার্গোর জন্য প্রযোজ্য নয়। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
    noFreightRate:
      '{origin} থেকে {destination} পর্যন্ত {mode}-এর রেট এই কার্গোর জন্য প্রযোজ্য নয়। অনুরোধটি পাঠান, আমাদের সেলস ডেস্ক এক কর্মদিবসের মধ্যে কোটেশন দেবে।',
  },
})
