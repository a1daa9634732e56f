/**
 * The texts of the instant estimate on /quote (issue 41): the panel that prices the route and
 * cargo from the company's rate cards. The quote page's loader hands them over in the page's
 * language (`estimateTextsIn`); the panel imports this file's type only. Money and freight codes
 * stay as shippers write them (docs/bangla-glossary.md): USD, BDT, kg, CBM, W/M, THC, B/L.
 */
import type { Language } from '#app/i18n/language.ts'
import { defineMessages, messagesIn, type MessagesOf } from '#app/i18n/messages.ts'

export const estimateMessages = defineMessages({
  en: {
    title: 'Instant estimate',
    lead: 'Worked out from our published rates for this lane and the cargo you entered.',
    working: 'Working out the price…',
    unavailable:
      'The instant estimate is not available just now. You can still send the request: we price it within one working day.',
    choices: '{count} published rates cover this lane: the cheapest and the fastest are shown.',
    cheapest: 'Cheapest',
    fastest: 'Fastest',
    cheapestAndFastest: 'Cheapest and fastest',
    allIn: 'All-in estimate',
    inTaka: 'about {amount}',
    takaRate: 'at {rate} taka to the US dollar of {date}',
    transit: 'Transit time',
    transitDays: '{days} days',
    transitDay: '1 day',
    departures: 'Next departures after your ready date',
    departuresNone:
      'No departure on this lane is published for after your ready date yet: our desk names the next one when it confirms the price.',
    weekly: 'Weekly consolidation',
    departs: 'Departs {day}',
    arrives: 'arrives {day}',
    documentsAndCargo: 'Documents and cargo cut-off: {time}',
    documents: 'Documents cut-off: {time}',
    cargo: 'Cargo cut-off: {time}',
    moved: 'Moved from {day}: {reason}.',
    cutOffMoved: 'Cut-off brought forward: {reason}.',
    schedules: 'Every sailing and flight on this lane',
    book: 'Have an account with us? Book this shipment',
    validity: 'Rate valid',
    validFromTo: '{from} to {to}',
    charges: 'Charges',
    charge: 'Charge and how it is worked out',
    amount: 'Amount',
    total: 'All-in total',
    taka: 'BDT {amount}',
    'side.origin': 'at origin',
    'side.main-carriage': 'main carriage',
    'side.destination': 'at destination',
    'basis.per-kg': 'Per chargeable kg',
    'basis.per-wm': 'Per W/M',
    'basis.per-container': 'Per container',
    'basis.per-shipment': 'Per shipment',
    'basis.percent-of-freight': 'Percent of freight',
    perShipment: '1 shipment × {rate}',
    percentOfFreight: '{percent} % of the freight, {freight}',
    minimum: 'Minimum charge {minimum} applies (worked out: {computed}).',
    weightBreak:
      'Charged at the {applied} rate on {kg} kg, which costs less than the {own} rate on {chargeable} kg (IATA weight breaks).',
    converted: 'Charged as {amount}, converted at {from} and {to} to the US dollar.',
    'break.normal': 'under 45 kg',
    'break.plus45': '+45 kg',
    'break.plus100': '+100 kg',
    'break.plus300': '+300 kg',
    'break.plus500': '+500 kg',
    'break.plus1000': '+1000 kg',
    'container.dry20': "20' dry",
    'container.dry40': "40' dry",
    'container.highCube40': "40' high cube",
    'container.reefer20': "20' reefer",
    'container.reefer40': "40' reefer",
    chargedOn: 'Charged on',
    'chargeable.air':
      '{chargeable} kg: the greater of the gross weight, {gross} kg, and the volume weight, {volume} kg ({cbm} CBM at 6,000 cm³ per kg), rounded up to the next 0.5 kg.',
    'chargeable.wm':
      '{wm} W/M: the greater of the weight, {tonnes} tonnes, and the volume, {cbm} CBM (1 CBM = 1,000 kg), rounded up to the next 0.001.',
    'chargeable.containers': '{containers}, each priced per container.',
    excluded: 'Not included',
    announceOne: 'Instant estimate: {amount} all-in, {transit}.',
    announceTwo:
      'Instant estimate: the cheapest {cheapest} all-in, the fastest {fastest} in {transit}.',
    estimateOnly:
      'An estimate, not a booking: when you send the request, it goes with it and our desk confirms the price.',
    attached:
      'Our instant estimate went with your request: {amount} all-in, about {taka}. Our desk confirms the price.',
    attachedUsd:
      'Our instant estimate went with your request: {amount} all-in. Our desk confirms the price.',
    needs:
      'To work out a price we need air or ocean freight as the service, both places, the cargo ready date and the cargo’s figures.',
    show: 'Show the instant estimate',
    showHint:
      'Prices the route and cargo above from our published rates. Nothing is sent until you press Send request.',
  },
  bn: {
    title: 'তাৎক্ষণিক আনুমানিক দর',
    lead: 'এই রুটে আমাদের প্রকাশিত রেট আর আপনার দেওয়া কার্গোর তথ্য থেকে হিসাব করা।',
    working: 'দর হিসাব করা হচ্ছে…',
    unavailable:
      'এই মুহূর্তে তাৎক্ষণিক দর দেখানো যাচ্ছে না। অনুরোধটি তবুও পাঠাতে পারেন: এক কর্মদিবসের মধ্যে আমরা দর জানিয়ে দেব।',
    choices: 'এই রুটে আমাদের {count}টি প্রকাশিত রেট আছে: সবচেয়ে কম দরেরটি ও সবচেয়ে দ্রুতটি দেখানো হলো।',
    cheapest: 'সবচেয়ে কম দর',
    fastest: 'সবচেয়ে দ্রুত',
    cheapestAndFastest: 'সবচেয়ে কম দর ও সবচেয়ে দ্রুত',
    allIn: 'সব খরচসহ আনুমানিক দর',
    inTaka: 'প্রায় {amount}',
    takaRate: '{date} তারিখের রেটে, প্রতি মার্কিন ডলার {rate} টাকা',
    transit: 'ট্রানজিট সময়',
    transitDays: '{days} দিন',
    transitDay: '১ দিন',
    departures: 'আপনার কার্গো প্রস্তুতের তারিখের পরের যাত্রা',
    departuresNone:
      'আপনার কার্গো প্রস্তুতের তারিখের পরে এই রুটে কোনো যাত্রা এখনো প্রকাশ করা হয়নি: দর নিশ্চিত করার সময় আমাদের ডেস্ক পরের যাত্রাটি জানিয়ে দেবে।',
    weekly: 'সাপ্তাহিক কনসলিডেশন',
    departs: 'ছাড়বে {day}',
    arrives: 'পৌঁছাবে {day}',
    documentsAndCargo: 'ডকুমেন্ট ও কার্গো কাট-অফ: {time}',
    documents: 'ডকুমেন্ট কাট-অফ: {time}',
    cargo: 'কার্গো কাট-অফ: {time}',
    moved: '{day} থেকে সরানো হয়েছে: {reason}।',
    cutOffMoved: 'কাট-অফ এগিয়ে আনা হয়েছে: {reason}।',
    schedules: 'এই রুটের সব জাহাজ ও ফ্লাইট',
    book: 'আমাদের কাছে অ্যাকাউন্ট আছে? এই শিপমেন্ট বুক করুন',
    validity: 'রেট কার্যকর',
    validFromTo: '{from} থেকে {to} পর্যন্ত',
    charges: 'চার্জসমূহ',
    charge: 'চার্জ ও তার হিসাব',
    amount: 'পরিমাণ',
    total: 'সব খরচসহ মোট',
    taka: '{amount} টাকা',
    'side.origin': 'উৎসে',
    'side.main-carriage': 'মূল পরিবহন',
    'side.destination': 'গন্তব্যে',
    'basis.per-kg': 'প্রতি চার্জযোগ্য kg',
    'basis.per-wm': 'প্রতি W/M',
    'basis.per-container': 'প্রতি কন্টেইনার',
    'basis.per-shipment': 'প্রতি শিপমেন্ট',
    'basis.percent-of-freight': 'ফ্রেইটের শতাংশ',
    perShipment: '১টি শিপমেন্ট × {rate}',
    percentOfFreight: 'ফ্রেইট {freight}-এর {percent} শতাংশ',
    minimum: 'ন্যূনতম চার্জ {minimum} প্রযোজ্য (হিসাবে আসে {computed})।',
    weightBreak:
      '{chargeable} kg-এ {own} রেটের চেয়ে {kg} kg-এ {applied} রেটে খরচ কম, তাই সেই রেটে চার্জ করা হয়েছে (IATA ওজন-ধাপ)।',
    converted: '{amount} হিসেবে চার্জ, প্রতি মার্কিন ডলার {from} ও {to} রেটে রূপান্তর করা।',
    'break.normal': '৪৫ kg-এর কম',
    'break.plus45': '+৪৫ kg',
    'break.plus100': '+১০০ kg',
    'break.plus300': '+৩০০ kg',
    'break.plus500': '+৫০০ kg',
    'break.plus1000': '+১০০০ kg',
    'container.dry20': '২০ ফুট ড্রাই',
    'container.dry40': '৪০ ফুট ড্রাই',
    'container.highCube40': '৪০ ফুট হাই কিউব',
    'container.reefer20': '২০ ফুট রিফার',
    'container.reefer40': '৪০ ফুট রিফার',
    chargedOn: 'যে পরিমাণে চার্জ',
    'chargeable.air':
      '{chargeable} kg: গ্রস ওজন {gross} kg ও ভলিউম ওজন {volume} kg-এর ({cbm} CBM, প্রতি kg ৬,০০০ cm³) মধ্যে যেটি বেশি, পরের ০.৫ kg-এ ওপরের দিকে রাউন্ড করা।',
    'chargeable.wm':
      '{wm} W/M: ওজন {tonnes} টন ও আয়তন {cbm} CBM-এর (১ CBM = ১,০০০ kg) মধ্যে যেটি বেশি, পরের ০.০০১-এ ওপরের দিকে রাউন্ড করা।',
    'chargeable.containers': '{containers}, প্রতিটি কন্টেইনার প্রতি দরে।',
    excluded: 'যা ধরা হয়নি',
    announceOne: 'তাৎক্ষণিক আনুমানিক দর: সব খরচসহ {amount}, {transit}।',
    announceTwo:
      'তাৎক্ষণিক আনুমানিক দর: সবচেয়ে কম সব খরচসহ {cheapest}, সবচেয়ে দ্রুত {fastest}, {transit}।',
    estimateOnly:
      'এটি আনুমানিক দর, বুকিং নয়: অনুরোধ পাঠালে দরটি তার সঙ্গে যাবে এবং আমাদের ডেস্ক তা নিশ্চিত করবে।',
    attached:
      'আমাদের তাৎক্ষণিক আনুমানিক দর আপনার অনুরোধের সঙ্গে গেছে: সব খরচসহ {amount}, প্রায় {taka}। আমাদের ডেস্ক দর নিশ্চিত করবে।',
    attachedUsd:
      'আমাদের তাৎক্ষণিক আনুমানিক দর আপনার অনুরোধের সঙ্গে গেছে: সব খরচসহ {amount}। আমাদের ডেস্ক দর নিশ্চিত করবে।',
    needs:
      'দর হিসাব করতে সেবা হিসেবে এয়ার বা সি ফ্রেইট, দুই দিকের জায়গা, কার্গো প্রস্তুতের তারিখ আর কার্গোর মাপ ও ওজন লাগবে।',
    show: 'তাৎক্ষণিক আনুমানিক দর দেখুন',
    showHint:
      'ওপরের রুট ও কার্গোর দর আমাদের প্রকাশিত রেট থেকে হিসাব করে। অনুরোধ পাঠান বোতাম না চাপা পর্যন্ত কিছুই পাঠানো হবে না।',
  },
})

export type EstimateTexts = MessagesOf<typeof estimateMessages>

/** What a sent request's confirmation says of the estimate it carries (estimate-attached.tsx). */
export type AttachedEstimateTexts = Pick<EstimateTexts, 'attached' | 'attachedUsd' | 'taka'>

export function attachedEstimateTextsIn(language: Language): AttachedEstimateTexts {
  const { attached, attachedUsd, taka } = messagesIn(estimateMessages, language)
  return { attached, attachedUsd, taka }
}

/** What the quote page's loader returns as `estimateTexts`. */
export function estimateTextsIn(language: Language) {
  return messagesIn(estimateMessages, language)
}
