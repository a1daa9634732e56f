/** The portal's email notification choices (/account/notifications and /bn/...). */
import { defineMessages } from '#app/i18n/messages.ts'

export const notificationPreferencesMessages = defineMessages({
  en: {
    title: 'Email notifications',
    lead: 'Choose which emails you get about your company’s shipments and those shared with it.',
    legend: 'Email me when',
    milestones: 'A shipment reaches a milestone (departed, arrived, delivered…)',
    documents: 'A document is refused or overdue',
    draftBl: 'A draft bill of lading is ready to approve',
    save: 'Save my choices',
    savedTitle: 'Saved',
    saved: 'Your choices are saved. They apply to your emails only, not your colleagues’.',
    refusedTitle: 'Not saved',
    back: 'Back to your account',
  },
  bn: {
    title: 'ইমেইল নোটিফিকেশন',
    lead: 'আপনার প্রতিষ্ঠানের এবং তার সঙ্গে শেয়ার করা শিপমেন্ট সম্পর্কে কোন ইমেইল পাবেন তা বেছে নিন।',
    legend: 'আমাকে ইমেইল করুন যখন',
    milestones: 'কোনো শিপমেন্ট একটি মাইলস্টোনে পৌঁছায় (রওনা, পৌঁছানো, ডেলিভারি…)',
    documents: 'কোনো ডকুমেন্ট গ্রহণ করা হয় না বা জমার সময় পেরিয়ে যায়',
    draftBl: 'খসড়া বিল অব লেডিং অনুমোদনের জন্য তৈরি হয়',
    save: 'পছন্দ সংরক্ষণ করুন',
    savedTitle: 'সংরক্ষিত',
    saved: 'আপনার পছন্দ সংরক্ষিত হয়েছে। এগুলো শুধু আপনার ইমেইলের জন্য, সহকর্মীদের নয়।',
    refusedTitle: 'সংরক্ষণ হয়নি',
    back: 'আপনার অ্যাকাউন্টে ফিরুন',
  },
})
