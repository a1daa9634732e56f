import { defineMessages } from '#app/i18n/messages.ts'

export const serviceDetailMessages = defineMessages({
  en: {
    details: 'Details',
    included: 'What is included',
    getQuote: 'Get Quote',
    moreServices: 'More services and contact',
    otherServices: 'Other services',
    talkToSpecialist: 'Talk to a specialist',
    deskOpen: 'Our freight desk is open: {hours}.',
  },
  bn: {
    details: 'বিস্তারিত',
    included: 'যা যা থাকছে',
    getQuote: 'কোটেশন নিন',
    moreServices: 'আরও সেবা ও যোগাযোগ',
    otherServices: 'অন্যান্য সেবা',
    talkToSpecialist: 'বিশেষজ্ঞের সাথে কথা বলুন',
    deskOpen: 'আমাদের ফ্রেইট ডেস্ক খোলা থাকে: {hours}।',
  },
})
