import { defineMessages } from '#app/i18n/messages.ts'

export const homeMessages = defineMessages({
  en: {
    title: 'Home',
    description:
      '{company}: air freight, ocean freight, sea-air, warehousing and project cargo from Dhaka and Chattogram to the world. Ask for a quote today.',
    heroLead: 'We are the leading',
    heroStrong: 'WORLDWIDE FREIGHT FORWARDER',
    heroText:
      'Air, ocean and multimodal freight from Dhaka and Chattogram to every major market, with customs clearance and door-to-door delivery handled by one team.',
    getQuote: 'Get Quote',
    ourServices: 'Our services',
    infoStrip: 'Opening times and contact',
    openingTimes: 'Opening times',
    headquarters: 'Headquarters',
    callUs: 'Call us',
    aboutEyebrow: 'About us',
    aboutTitle: 'Your cargo, moved with care from Bangladesh to the world',
    seeMore: 'See More',
    seeMoreHidden: ' about {company}',
    keyFigures: 'Key figures',
    servicesEyebrow: 'What we do',
    servicesTitle: 'Freight services for every shipment',
    servicesLead:
      'From a single carton of samples to a factory’s worth of machinery, we choose the mode, route and carrier that fit your deadline and budget.',
    contactBanner: 'Contact us now to get quote for all your global shipping needs',
    contactUs: 'Contact Us',
  },
  bn: {
    title: 'হোম',
    description:
      '{company}: ঢাকা ও চট্টগ্রাম থেকে সারা বিশ্বে এয়ার ফ্রেইট, সি ফ্রেইট, সি-এয়ার, ওয়্যারহাউজিং ও প্রজেক্ট কার্গো। আজই কোটেশন নিন।',
    heroLead: 'আমরা',
    heroStrong: 'বিশ্বব্যাপী শীর্ষস্থানীয় ফ্রেইট ফরোয়ার্ডার',
    heroText:
      'ঢাকা ও চট্টগ্রাম থেকে বিশ্বের সব বড় বাজারে এয়ার, সি ও মাল্টিমোডাল ফ্রেইট; কাস্টমস ক্লিয়ারেন্স থেকে ডোর-টু-ডোর ডেলিভারি পর্যন্ত সবকিছু সামলায় একটি দল।',
    getQuote: 'কোটেশন নিন',
    ourServices: 'আমাদের সেবাসমূহ',
    infoStrip: 'অফিস সময় ও যোগাযোগ',
    openingTimes: 'অফিস সময়',
    headquarters: 'প্রধান কার্যালয়',
    callUs: 'ফোন করুন',
    aboutEyebrow: 'আমাদের সম্পর্কে',
    aboutTitle: 'আপনার কার্গো যত্নের সাথে বাংলাদেশ থেকে বিশ্বের পথে',
    seeMore: 'আরও জানুন',
    seeMoreHidden: ' ({company} সম্পর্কে)',
    keyFigures: 'এক নজরে আমরা',
    servicesEyebrow: 'আমরা যা করি',
    servicesTitle: 'প্রতিটি শিপমেন্টের জন্য ফ্রেইট সেবা',
    servicesLead:
      'এক কার্টন স্যাম্পল থেকে পুরো কারখানার যন্ত্রপাতি পর্যন্ত, আপনার সময়সীমা ও বাজেট অনুযায়ী আমরা বেছে নিই সঠিক মাধ্যম, রুট ও ক্যারিয়ার।',
    contactBanner: 'বিশ্বের যেকোনো গন্তব্যে শিপমেন্টের কোটেশন পেতে এখনই যোগাযোগ করুন',
    contactUs: 'যোগাযোগ করুন',
  },
})
