/**
 * What the portal's routes and pages answer, in the language of the request (Content-Language,
 * or the page's /bn/ address).
 */
import { defineMessages } from '#domain/messages.ts'

export const accountAnswerMessages = defineMessages({
  en: {
    signInFirst: 'Sign in to your account first',
    ownersOnly: 'Only an owner of the company can do this',
    personNotFound: 'There is no such person in your company',
    notYourself: 'You cannot remove yourself; ask another owner',
    alreadyHasAccount: 'This email address already has an account',
    linkSent:
      'If {email} belongs to an account, a sign-in link is on its way to it. It works once, within 15 minutes.',
    linkInvalid: 'This sign-in link has expired or has been used already. Ask for a new one below.',
    invited: 'We have sent {name} an invitation.',
    removed: '{name} no longer has access to the account.',
    requestThanks:
      'Thank you, {name}. We have your request for an account for {company} and will answer by email within a working day.',
    wrongOrigin: 'This request did not come from the account pages. Open {address} and try again.',
    passkeyAdded: 'Your passkey “{name}” is ready: next time, sign in with it.',
    passkeyRemoved: 'The passkey “{name}” can no longer sign in.',
    passkeyNotFound: 'You have no such passkey',
    passkeyNotVerified:
      'This passkey could not be checked. Try again, or sign in with an emailed link.',
    passkeyNeedsFreshSignIn:
      'To add a passkey, first sign in again with an emailed link: your session is more than a day old.',
  },
  bn: {
    signInFirst: 'আগে আপনার অ্যাকাউন্টে সাইন ইন করুন',
    ownersOnly: 'এটি শুধু প্রতিষ্ঠানের একজন মালিক করতে পারেন',
    personNotFound: 'আপনার প্রতিষ্ঠানে এমন কেউ নেই',
    notYourself: 'আপনি নিজেকে সরাতে পারবেন না; আরেকজন মালিককে বলুন',
    alreadyHasAccount: 'এই ইমেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে',
    linkSent:
      '{email} কোনো অ্যাকাউন্টের হলে সেখানে সাইন ইন করার লিংক যাচ্ছে। লিংকটি একবারই, ১৫ মিনিটের মধ্যে কাজ করবে।',
    linkInvalid:
      'এই সাইন-ইন লিংকের মেয়াদ শেষ হয়েছে বা এটি আগেই ব্যবহার করা হয়েছে। নিচে নতুন লিংক চেয়ে নিন।',
    invited: '{name}-কে আমন্ত্রণ পাঠানো হয়েছে।',
    removed: '{name} আর অ্যাকাউন্টটি ব্যবহার করতে পারবেন না।',
    requestThanks:
      'ধন্যবাদ, {name}। {company}-এর জন্য অ্যাকাউন্টের অনুরোধ আমরা পেয়েছি, এক কর্মদিবসের মধ্যে ইমেইলে উত্তর দেব।',
    wrongOrigin: 'এই অনুরোধটি অ্যাকাউন্টের পাতা থেকে আসেনি। {address} খুলে আবার চেষ্টা করুন।',
    passkeyAdded: 'আপনার পাসকি “{name}” তৈরি: এরপর থেকে এটি দিয়ে সাইন ইন করুন।',
    passkeyRemoved: '“{name}” পাসকি দিয়ে আর সাইন ইন করা যাবে না।',
    passkeyNotFound: 'আপনার এমন কোনো পাসকি নেই',
    passkeyNotVerified:
      'এই পাসকি যাচাই করা গেল না। আবার চেষ্টা করুন, অথবা ইমেইলে পাঠানো লিংক দিয়ে সাইন ইন করুন।',
    passkeyNeedsFreshSignIn:
      'পাসকি যোগ করতে আগে ইমেইলের লিংক দিয়ে আবার সাইন ইন করুন: আপনার সেশনটি এক দিনের বেশি পুরোনো।',
  },
})
