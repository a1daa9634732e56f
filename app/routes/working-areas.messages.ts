import { defineMessages } from '#app/i18n/messages.ts'

export const workingAreasMessages = defineMessages({
  en: {
    title: 'Working areas',
    heading: 'Where we work',
    lead: 'The trade lanes we run every week from Bangladesh, the gateways we ship through, and work we have done on each.',
    description:
      'The regions {company} serves from Dhaka and Chattogram: Europe, North America, the Middle East, Asia Pacific, Africa and every Bangladeshi gateway, with the ports and airports on each lane.',
    listLabel: 'Working areas',
    region: 'Region',
    gateways: 'Gateways',
    portfolio: 'Our work in {area}',
    service: 'Service: {service}',
  },
  bn: {
    title: 'কার্যক্ষেত্র',
    heading: 'আমরা যেখানে কাজ করি',
    lead: 'বাংলাদেশ থেকে প্রতি সপ্তাহে আমরা যেসব রুটে পণ্য পাঠাই, যেসব বন্দর ও বিমানবন্দর দিয়ে পাঠাই, আর প্রতিটি অঞ্চলে আমাদের করা কাজ।',
    description:
      'ঢাকা ও চট্টগ্রাম থেকে {company} যেসব অঞ্চলে সেবা দেয়: ইউরোপ, উত্তর আমেরিকা, মধ্যপ্রাচ্য, এশিয়া প্যাসিফিক, আফ্রিকা ও বাংলাদেশের সব প্রধান বন্দর, প্রতিটি রুটের বন্দর ও বিমানবন্দরসহ।',
    listLabel: 'কার্যক্ষেত্রসমূহ',
    region: 'অঞ্চল',
    gateways: 'বন্দর ও বিমানবন্দর',
    portfolio: '{area}-এ আমাদের কাজ',
    service: 'সেবা: {service}',
  },
})
