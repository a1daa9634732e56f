/**
 * The portal's emails to customers, in the language of the person they go to (staff's stay
 * English, in server/account/emails.ts).
 */
import { defineMessages } from '#domain/messages.ts'

export const accountEmailMessages = defineMessages({
  en: {
    signInSubject: 'Your sign-in link for {company}',
    signInIntro:
      'You asked to sign in to your {company} account. The link works once, within 15 minutes.',
    signInAction: 'Sign in',
    notYou: 'If you did not ask for it, ignore this email: nobody can sign in without the link.',
    inviteSubject: '{inviter} invited you to {company}’s account with {site}',
    inviteIntro:
      '{inviter} invited you to {company}’s account with {site}, where you will follow your shipments and their documents.',
    inviteLater:
      'The link works once, within 15 minutes. After that, ask for a new one at {address} with this email address.',
  },
  bn: {
    signInSubject: '{company}-এর অ্যাকাউন্টে সাইন ইন করার লিংক',
    signInIntro:
      'আপনি {company}-এর অ্যাকাউন্টে সাইন ইন করতে চেয়েছেন। লিংকটি একবারই, ১৫ মিনিটের মধ্যে কাজ করবে।',
    signInAction: 'সাইন ইন করুন',
    notYou: 'আপনি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন: লিংক ছাড়া কেউ সাইন ইন করতে পারবে না।',
    inviteSubject: '{inviter} আপনাকে {site}-এ {company}-এর অ্যাকাউন্টে আমন্ত্রণ জানিয়েছেন',
    inviteIntro:
      '{inviter} আপনাকে {site}-এ {company}-এর অ্যাকাউন্টে আমন্ত্রণ জানিয়েছেন, যেখানে আপনি আপনার শিপমেন্ট ও সেগুলোর ডকুমেন্ট দেখবেন।',
    inviteLater:
      'লিংকটি একবারই, ১৫ মিনিটের মধ্যে কাজ করবে। এরপর এই ইমেইল ঠিকানা দিয়ে {address} থেকে নতুন লিংক চেয়ে নিন।',
  },
})
