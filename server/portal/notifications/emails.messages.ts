/**
 * The portal's notification emails, in the language each person chose (customer_users.language).
 * Places, references and staff's words are as staff wrote them; milestones are named as the
 * tracking emails name them.
 */
import { defineMessages } from '#domain/messages.ts'

export const portalEmailMessages = defineMessages({
  en: {
    milestoneSubject: '{reference}: {label}',
    milestoneIntro: 'Shipment {reference} has a new milestone: {label}.',
    documentRefusedSubject: '{reference}: a document was refused',
    documentRefusedIntro: 'A document of shipment {reference} was refused and needs a new copy.',
    overdueSubject: 'Overdue documents: {count}',
    overdueIntro: 'These documents of your shipments are past their due date:',
    overdueDue: 'due {date}',
    overdueMoreOne: 'And 1 more shipment with overdue documents.',
    overdueMoreMany: 'And {count} more shipments with overdue documents.',
    allShipments: 'All your shipments',
    draftBlSubject: '{reference}: a draft bill of lading to approve',
    draftBlIntro:
      'The draft bill of lading of shipment {reference} is ready. Approve it, or send it back with your corrections, before the final one is issued.',
    documentLabel: 'Document',
    reasonLabel: 'Reason',
    placeLabel: 'Where',
    openShipment: 'Open the shipment',
    preferencesFooter: 'You get these emails as a person of {company}. Choose which you get:',
    preferencesLink: 'notification settings',
  },
  bn: {
    milestoneSubject: '{reference}: {label}',
    milestoneIntro: 'শিপমেন্ট {reference}-এ নতুন মাইলস্টোন: {label}।',
    documentRefusedSubject: '{reference}: একটি ডকুমেন্ট গ্রহণ করা হয়নি',
    documentRefusedIntro: 'শিপমেন্ট {reference}-এর একটি ডকুমেন্ট গ্রহণ করা হয়নি, নতুন কপি দরকার।',
    overdueSubject: 'সময় পেরোনো ডকুমেন্ট: {count}',
    overdueIntro: 'আপনার শিপমেন্টের এই ডকুমেন্টগুলোর জমার তারিখ পেরিয়ে গেছে:',
    overdueDue: 'জমার তারিখ {date}',
    overdueMoreOne: 'এবং আরও ১টি শিপমেন্টে সময় পেরোনো ডকুমেন্ট আছে।',
    overdueMoreMany: 'এবং আরও {count}টি শিপমেন্টে সময় পেরোনো ডকুমেন্ট আছে।',
    allShipments: 'আপনার সব শিপমেন্ট',
    draftBlSubject: '{reference}: অনুমোদনের জন্য খসড়া বিল অব লেডিং',
    draftBlIntro:
      'শিপমেন্ট {reference}-এর খসড়া বিল অব লেডিং তৈরি। চূড়ান্তটি দেওয়ার আগে এটি অনুমোদন করুন, বা সংশোধনসহ ফেরত পাঠান।',
    documentLabel: 'ডকুমেন্ট',
    reasonLabel: 'কারণ',
    placeLabel: 'কোথায়',
    openShipment: 'শিপমেন্টটি খুলুন',
    preferencesFooter:
      'আপনি {company}-এর একজন হিসেবে এই ইমেইলগুলো পাচ্ছেন। কোনগুলো পাবেন তা বেছে নিন:',
    preferencesLink: 'নোটিফিকেশন সেটিংস',
  },
})
