/**
 * What the portal's shipment calls answer (server/portal/shipments/), in the language of the
 * request (Content-Language, or the page's /bn/ address).
 */
import { defineMessages } from '#domain/messages.ts'

export const shipmentAnswerMessages = defineMessages({
  en: {
    notFound: 'We found no such shipment in your account',
    badText: 'Please remove the special characters from the search, and keep it short',
    badDate: 'Please write the date day first, e.g. 31/12/2026',
    badRange: 'The end date is before the start date',
    badStatus: 'Please choose a status from the list',
    badDates: 'Dates must be of the ETA or the ETD',
    badCursor: 'This page link is not valid any more; start again from the first page',
    ownerOnly: 'Only the company whose shipment it is can share it',
    emailRequired: 'Please enter the email address of a person at the other company',
    badRole: 'Please choose view, or view and upload documents',
    noSuchPerson:
      'Nobody with an account has this address, so nothing was shared. Ask them to request an account on the sign-in page, or ask us to open one.',
    ownCompany: 'This address is of your own company, which sees the shipment already',
    shared: 'Shared with {company} ({role}).',
    alreadyShared: '{company} already has this shipment ({role}).',
    unshared: '{company} no longer sees this shipment.',
    shareNotFound: 'This shipment is not shared with that company',
    roleView: 'view',
    roleUpload: 'view and upload documents',
  },
  bn: {
    notFound: 'আপনার অ্যাকাউন্টে এমন কোনো শিপমেন্ট পাওয়া যায়নি',
    badText: 'অনুগ্রহ করে খোঁজার লেখা থেকে বিশেষ চিহ্নগুলো মুছে দিন এবং লেখাটি ছোট রাখুন',
    badDate: 'অনুগ্রহ করে তারিখ আগে দিন, তারপর মাস লিখুন, যেমন ৩১/১২/২০২৬',
    badRange: 'শেষের তারিখ শুরুর তারিখের আগে',
    badStatus: 'অনুগ্রহ করে তালিকা থেকে একটি অবস্থা বেছে নিন',
    badDates: 'তারিখ ETA অথবা ETD-এর হতে হবে',
    badCursor: 'এই পাতার লিংকটি আর কাজ করে না; প্রথম পাতা থেকে আবার শুরু করুন',
    ownerOnly: 'শুধু যে প্রতিষ্ঠানের শিপমেন্ট, সেই প্রতিষ্ঠানই এটি শেয়ার করতে পারে',
    emailRequired: 'অনুগ্রহ করে অন্য প্রতিষ্ঠানের একজনের ইমেইল ঠিকানা লিখুন',
    badRole: 'অনুগ্রহ করে দেখা, অথবা দেখা ও কাগজপত্র আপলোড বেছে নিন',
    noSuchPerson:
      'এই ঠিকানায় কারও অ্যাকাউন্ট নেই, তাই কিছু শেয়ার করা হয়নি। সাইন ইন পাতা থেকে অ্যাকাউন্টের অনুরোধ পাঠাতে বলুন, অথবা আমাদের একটি খুলে দিতে বলুন।',
    ownCompany: 'এই ঠিকানাটি আপনার নিজের প্রতিষ্ঠানের, যারা শিপমেন্টটি আগে থেকেই দেখতে পায়',
    shared: '{company}-এর সাথে শেয়ার করা হয়েছে ({role})।',
    alreadyShared: '{company} আগে থেকেই শিপমেন্টটি পায় ({role})।',
    unshared: '{company} আর এই শিপমেন্টটি দেখতে পাবে না।',
    shareNotFound: 'শিপমেন্টটি ওই প্রতিষ্ঠানের সাথে শেয়ার করা নেই',
    roleView: 'দেখা',
    roleUpload: 'দেখা ও কাগজপত্র আপলোড',
  },
})
