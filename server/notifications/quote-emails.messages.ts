/**
 * The visitor's quote confirmation, in the language they filled the form in (the sales desk's
 * email stays English). Freight terms stay English as shippers write them
 * (docs/bangla-glossary.md): Incoterms, CBM, kg, FCL and LCL, W/M.
 */
import { defineMessages } from '#domain/messages.ts'

export const quoteEmailMessages = defineMessages({
  en: {
    subject: 'We received your quote request {reference}',
    heading: 'Your quote request {reference}',
    hello: 'Hello,',
    intro:
      'We have received your quote request {reference}. Our sales desk will check the route, space and rates and reply within one working day. Please quote the reference in any message about this shipment.',
    callUs: 'Questions in the meantime? Call us:',
    reference: 'Reference',
    service: 'Service',
    incoterm: 'Incoterm',
    cargoReady: 'Cargo ready',
    load: 'Load',
    dangerousGoods: 'Dangerous goods',
    temperatureControl: 'Temperature control',
    stackable: 'Stackable',
    yes: 'Yes',
    no: 'No',
    containers: 'Containers',
    containersInAll: '{count} in all (FCL, priced per container)',
    totalPieces: 'Total pieces',
    grossWeight: 'Gross weight',
    volume: 'Volume',
    chargeableWm: 'Chargeable (W/M)',
    chargeableWeight: 'Chargeable weight',
    rule: 'Rule',
  },
  bn: {
    subject: 'আপনার কোটেশনের অনুরোধ {reference} আমরা পেয়েছি',
    heading: 'আপনার কোটেশনের অনুরোধ {reference}',
    hello: 'শুভেচ্ছা,',
    intro:
      'আপনার কোটেশনের অনুরোধ {reference} আমরা পেয়েছি। আমাদের সেলস ডেস্ক রুট, স্পেস ও রেট যাচাই করে এক কর্মদিবসের মধ্যে উত্তর দেবে। এই শিপমেন্ট নিয়ে যেকোনো বার্তায় অনুগ্রহ করে রেফারেন্সটি উল্লেখ করুন।',
    callUs: 'এর মধ্যে কোনো প্রশ্ন থাকলে আমাদের ফোন করুন:',
    reference: 'রেফারেন্স',
    service: 'সেবা',
    incoterm: 'Incoterm',
    cargoReady: 'কার্গো প্রস্তুতের তারিখ',
    load: 'লোড',
    dangerousGoods: 'বিপজ্জনক পণ্য',
    temperatureControl: 'তাপমাত্রা নিয়ন্ত্রণ',
    stackable: 'একটির ওপর আরেকটি রাখা যায়',
    yes: 'হ্যাঁ',
    no: 'না',
    containers: 'কন্টেইনার',
    containersInAll: 'মোট {count}টি (FCL, কন্টেইনার প্রতি দর)',
    totalPieces: 'মোট পিস',
    grossWeight: 'গ্রস ওজন',
    volume: 'আয়তন',
    chargeableWm: 'চার্জযোগ্য (W/M)',
    chargeableWeight: 'চার্জযোগ্য ওজন',
    rule: 'হিসাবের নিয়ম',
  },
})

/** What the confirmation calls each service, load and chargeable rule in Bangla. */
export const BANGLA_NAMES: Readonly<Record<string, string>> = {
  'air-freight': 'এয়ার ফ্রেইট',
  'ocean-freight': 'সি ফ্রেইট',
  'sea-air': 'সি-এয়ার',
  warehousing: 'ওয়্যারহাউজিং',
  'road-air': 'রোড-এয়ার',
  'air-air': 'এয়ার-এয়ার',
  'air-sea': 'এয়ার-সি',
  'projects-and-charters': 'প্রজেক্ট ও চার্টার',
  'lcl-packages': 'LCL (শেয়ার করা কন্টেইনার): প্রতিটি প্যাকেজের মাপ জানা',
  'lcl-totals': 'LCL (শেয়ার করা কন্টেইনার): মোট CBM ও ওজন জানা',
  fcl: 'FCL: পুরো কন্টেইনার',
  'rule:air': 'এয়ার: ১ CBM = ১৬৭ kg (৬০০০ cm³/kg)',
  'rule:wm': 'সি W/M: রেভিনিউ টন প্রতি চার্জ, ১ CBM = ১ টন',
}
