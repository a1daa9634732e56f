import { defineMessages } from '#app/i18n/messages.ts'

/** The contact page around its form (the form's own texts are the form's). */
export const contactPageMessages = defineMessages({
  en: {
    title: 'Contact',
    description:
      'Contact {company} in Dhaka or Chattogram for an air or sea freight quote: phone numbers, email addresses, office addresses and a message form.',
    heading: 'Contact us',
    lead: 'Tell us what you are shipping, from where and to where. Our team replies within one working day with a plan and a price.',
    offices: 'Our offices',
    formSection: 'Contact form',
    aside: 'Detailed quotes and direct contact',
    shippingCargo: 'Shipping cargo?',
    quoteText:
      'For a priced offer, give us the route, Incoterm and package sizes in three short steps. We work out CBM and chargeable weight as you type.',
    quoteLink: 'Request a detailed quote',
    preferToTalk: 'Prefer to talk?',
    talkText: 'Our freight desk answers calls and emails during office hours.',
  },
  bn: {
    title: 'যোগাযোগ',
    description:
      'এয়ার বা সি ফ্রেইটের কোটেশনের জন্য ঢাকা বা চট্টগ্রামে {company}-এর সাথে যোগাযোগ করুন: ফোন নম্বর, ইমেইল, অফিসের ঠিকানা ও বার্তা পাঠানোর ফর্ম।',
    heading: 'যোগাযোগ করুন',
    lead: 'কী পাঠাচ্ছেন, কোথা থেকে কোথায়, আমাদের জানান। এক কর্মদিবসের মধ্যে আমাদের দল পরিকল্পনা ও দাম জানিয়ে উত্তর দেবে।',
    offices: 'আমাদের অফিসসমূহ',
    formSection: 'যোগাযোগ ফর্ম',
    aside: 'বিস্তারিত কোটেশন ও সরাসরি যোগাযোগ',
    shippingCargo: 'কার্গো পাঠাবেন?',
    quoteText:
      'দামসহ প্রস্তাব পেতে তিনটি ছোট ধাপে রুট, Incoterm ও প্যাকেজের মাপ দিন। আপনি লিখতে লিখতেই আমরা CBM ও চার্জযোগ্য ওজন হিসাব করে দিই।',
    quoteLink: 'বিস্তারিত কোটেশনের অনুরোধ করুন',
    preferToTalk: 'কথা বলতে চান?',
    talkText: 'অফিস সময়ে আমাদের ফ্রেইট ডেস্ক ফোন ও ইমেইলের উত্তর দেয়।',
  },
})
