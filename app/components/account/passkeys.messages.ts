/** The account pages' passkey texts (/account and /bn/account). */
import { defineMessages } from '#app/i18n/messages.ts'

export const passkeyMessages = defineMessages({
  en: {
    passkeysHeading: 'Passkeys',
    passkeysLead:
      'A passkey signs you in with your fingerprint, face or screen lock, without waiting for an email. It stays on your device; we keep only its public key.',
    noPasskeys: 'No passkeys yet.',
    addedOn: 'Added {date}',
    removePasskey: 'Remove',
    removePasskeyLabel: 'Remove the passkey {name}',
    passkeyNameLabel: 'Name for this passkey',
    passkeyNameHint: 'Such as “Office laptop” or “My phone”.',
    addPasskey: 'Add a passkey',
    waitingForDevice: 'Waiting for your device…',
    passkeyProblemTitle: 'The passkey was not made',
    passkeysUnsupported:
      'This browser cannot make passkeys. Sign in by emailed link, or use a recent browser on your phone or computer.',
    cancelled: 'The passkey request was cancelled or timed out.',
    unreachable: 'The site could not be reached. Check your connection and try again.',
    orPasskey: 'Made a passkey on this device?',
    signInWithPasskey: 'Sign in with a passkey',
    signInProblemTitle: 'Not signed in',
  },
  bn: {
    passkeysHeading: 'পাসকি',
    passkeysLead:
      'পাসকি দিয়ে আঙুলের ছাপ, মুখ বা স্ক্রিন লক ব্যবহার করে সাইন ইন করা যায়, ইমেইলের অপেক্ষা ছাড়াই। এটি আপনার ডিভাইসেই থাকে; আমরা শুধু এর পাবলিক কি রাখি।',
    noPasskeys: 'এখনো কোনো পাসকি নেই।',
    addedOn: 'যোগ করা হয়েছে {date}',
    removePasskey: 'সরান',
    removePasskeyLabel: '{name} পাসকি সরান',
    passkeyNameLabel: 'এই পাসকির নাম',
    passkeyNameHint: 'যেমন “অফিসের ল্যাপটপ” বা “আমার ফোন”।',
    addPasskey: 'পাসকি যোগ করুন',
    waitingForDevice: 'আপনার ডিভাইসের অপেক্ষায়…',
    passkeyProblemTitle: 'পাসকি তৈরি হয়নি',
    passkeysUnsupported:
      'এই ব্রাউজারে পাসকি তৈরি করা যায় না। ইমেইলের লিংক দিয়ে সাইন ইন করুন, অথবা ফোন বা কম্পিউটারে নতুন কোনো ব্রাউজার ব্যবহার করুন।',
    cancelled: 'পাসকির অনুরোধ বাতিল হয়েছে বা সময় পেরিয়ে গেছে।',
    unreachable: 'সাইটে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    orPasskey: 'এই ডিভাইসে পাসকি তৈরি করেছেন?',
    signInWithPasskey: 'পাসকি দিয়ে সাইন ইন করুন',
    signInProblemTitle: 'সাইন ইন হয়নি',
  },
})
