import { defineMessages } from '#app/i18n/messages.ts'

export const aboutMessages = defineMessages({
  en: {
    title: 'About',
    description:
      'About {company}: our mission, vision, objectives and values, a commitment from our chairman, and the management team behind our Dhaka and Chattogram offices.',
    whoWeAre: 'Who we are',
    introTitle: 'More than ten years of moving Bangladesh’s cargo',
    careersBefore: 'Want to work with us? See the open positions on our',
    careersLink: 'careers page',
    careersAfter: '.',
    missionAndVision: 'Mission and vision',
    mission: 'Our Mission',
    vision: 'Our Vision',
    objectiveEyebrow: 'What we work towards',
    objective: 'Our Objective',
    valuesEyebrow: 'How we work',
    values: 'Our Values',
    commitment: 'Our Commitment',
    teamEyebrow: 'Leadership',
    team: 'Management Team',
  },
  bn: {
    title: 'আমাদের সম্পর্কে',
    description:
      '{company} সম্পর্কে: আমাদের লক্ষ্য, ভিশন, উদ্দেশ্য ও মূল্যবোধ, চেয়ারম্যানের অঙ্গীকার, এবং ঢাকা ও চট্টগ্রাম অফিসের ব্যবস্থাপনা দল।',
    whoWeAre: 'আমরা কারা',
    introTitle: 'দশ বছরেরও বেশি সময় ধরে বাংলাদেশের কার্গো পরিবহনে',
    careersBefore: 'আমাদের সাথে কাজ করতে চান? খালি পদগুলো দেখুন আমাদের',
    careersLink: 'ক্যারিয়ার পাতায়',
    careersAfter: '।',
    missionAndVision: 'লক্ষ্য ও ভিশন',
    mission: 'আমাদের লক্ষ্য',
    vision: 'আমাদের ভিশন',
    objectiveEyebrow: 'আমরা যে লক্ষ্যে কাজ করি',
    objective: 'আমাদের উদ্দেশ্য',
    valuesEyebrow: 'আমাদের কাজের ধরন',
    values: 'আমাদের মূল্যবোধ',
    commitment: 'আমাদের অঙ্গীকার',
    teamEyebrow: 'নেতৃত্ব',
    team: 'ব্যবস্থাপনা দল',
  },
})
