import { defineMessages } from '#app/i18n/messages.ts'

export const noticesMessages = defineMessages({
  en: {
    title: 'Notices',
    description:
      'Notices to shippers in force now: office closures, port congestion, strikes and changed cut-off times at our Dhaka and Chattogram offices.',
    heading: 'Notices to shippers',
    lead: 'Closures, port congestion, strikes and changed cut-off times that may affect your shipments.',
    inForce: 'In force now',
    upcoming: 'Announced ahead',
    none: 'There are no notices in force. Our offices work as usual.',
    disruption: 'Disruption',
    information: 'Information',
    from: 'From',
    until: 'Until',
    offices: 'Offices',
    allOffices: 'All offices',
    dhakaTime: '{time} (Dhaka time, UTC+6)',
  },
  bn: {
    title: 'নোটিশ',
    description:
      'এখন কার্যকর শিপারদের জন্য নোটিশ: ঢাকা ও চট্টগ্রাম অফিসের ছুটি, বন্দরে জট, হরতাল ও কাট-অফ সময়ের পরিবর্তন।',
    heading: 'শিপারদের জন্য নোটিশ',
    lead: 'অফিস বন্ধ, বন্দরে জট, হরতাল ও কাট-অফ সময়ের পরিবর্তন, যা আপনার শিপমেন্টে প্রভাব ফেলতে পারে।',
    inForce: 'এখন কার্যকর',
    upcoming: 'আগাম ঘোষণা',
    none: 'এখন কোনো নোটিশ কার্যকর নেই। আমাদের অফিস স্বাভাবিকভাবে চলছে।',
    disruption: 'বিঘ্ন',
    information: 'তথ্য',
    from: 'শুরু',
    until: 'শেষ',
    offices: 'অফিস',
    allOffices: 'সব অফিস',
    dhakaTime: '{time} (ঢাকার সময়, UTC+৬)',
  },
})
