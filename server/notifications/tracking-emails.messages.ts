/**
 * The tracking emails a subscriber gets, in the language they subscribed in (staff emails stay
 * English). References, places and carriers' numbers are as staff wrote them.
 */
import { defineMessages } from '#domain/messages.ts'
import { DHAKA_ZONE_LABEL } from '#domain/dhaka-time.ts'
import { MILESTONE_KINDS, SHIPMENT_MODES } from '#domain/tracking.ts'

export const trackingEmailMessages = defineMessages({
  en: {
    confirmHeading: 'Confirm updates for shipment {reference}',
    confirmIntro:
      'Someone, hopefully you, asked for email updates about this shipment. Follow the link to confirm; if it was not you, ignore this email and you will hear nothing more.',
    confirmAction: 'Confirm the updates',
    notYou: 'Not you, or changed your mind?',
    shipment: 'Shipment',
    route: 'Route',
    unsubscribe: 'Unsubscribe',
    when: '{date} ({zone})',
    zone: DHAKA_ZONE_LABEL,
    notYetKnown: 'not yet known',
    milestoneHeading: '{reference}: {label}, {place}',
    update: 'Update',
    whenLabel: 'When',
    where: 'Where',
    note: 'Note',
    eta: 'ETA',
    etaHeading: '{reference}: new estimated arrival',
    newEta: 'New ETA',
    previousEta: 'Previous ETA',
    newsIntro: 'There is news about shipment {reference}.',
    timelineAction: 'See the whole timeline',
    subscribedBecause: 'You get these emails because you subscribed to updates about {reference}.',
    ...SHIPMENT_MODES,
    ...MILESTONE_KINDS,
  },
  bn: {
    confirmHeading: 'শিপমেন্ট {reference}-এর আপডেট নিশ্চিত করুন',
    confirmIntro:
      'কেউ, সম্ভবত আপনি, এই শিপমেন্টের আপডেট ইমেইলে পেতে চেয়েছেন। নিশ্চিত করতে লিংকটি খুলুন; আপনি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন, আমরা আর কিছু পাঠাব না।',
    confirmAction: 'আপডেট নিশ্চিত করুন',
    notYou: 'আপনি চাননি, বা মত বদলেছেন?',
    shipment: 'শিপমেন্ট',
    route: 'রুট',
    unsubscribe: 'আপডেট বন্ধ করুন',
    when: '{date} ({zone})',
    zone: 'ঢাকা সময়, UTC+৬',
    notYetKnown: 'এখনও জানা যায়নি',
    milestoneHeading: '{reference}: {label}, {place}',
    update: 'আপডেট',
    whenLabel: 'কখন',
    where: 'কোথায়',
    note: 'নোট',
    eta: 'ETA',
    etaHeading: '{reference}: পৌঁছানোর নতুন সম্ভাব্য সময়',
    newEta: 'নতুন ETA',
    previousEta: 'আগের ETA',
    newsIntro: 'শিপমেন্ট {reference}-এর নতুন খবর আছে।',
    timelineAction: 'পুরো টাইমলাইন দেখুন',
    subscribedBecause:
      '{reference} শিপমেন্টের আপডেট পেতে আপনি সাবস্ক্রাইব করেছেন, তাই এই ইমেইলগুলো পাচ্ছেন।',
    air: 'এয়ার ফ্রেইট',
    sea: 'সি ফ্রেইট',
    'sea-air': 'সি-এয়ার',
    'road-air': 'রোড-এয়ার',
    road: 'সড়কপথ',
    booked: 'বুকিং হয়েছে',
    'cargo-received': 'কার্গো গ্রহণ করা হয়েছে',
    departed: 'রওনা হয়েছে',
    transhipped: 'ট্রান্সশিপমেন্ট হয়েছে',
    arrived: 'পৌঁছেছে',
    'customs-cleared': 'কাস্টমস ক্লিয়ারেন্স হয়েছে',
    'out-for-delivery': 'ডেলিভারির পথে',
    delivered: 'ডেলিভারি হয়েছে',
    other: 'অন্যান্য',
  },
})
