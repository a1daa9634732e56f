/**
 * The API's answers to an accepted public form, in the language the visitor filled it in
 * (server/forms/visitor-language.ts); the pages show them in a toast.
 */
import { defineMessages } from '#domain/messages.ts'

export const formAnswerMessages = defineMessages({
  en: {
    contactThanks: 'Thank you for contacting us. Our team will reply within one working day.',
    quoteThanks:
      'Thank you. Your quote request is with our sales desk, and we will reply within one working day.',
    applicationThanks:
      'Thank you for your application. Our HR team will contact you if your profile matches the role.',
    subscribeThanks:
      'Nearly done: a confirmation link is on its way to that address. Updates start once you follow it.',
    subscribeNotSent:
      'Your address is noted, but we cannot send emails just now: the confirmation link follows as soon as we can, and updates start once you follow it.',
  },
  bn: {
    contactThanks: 'আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ। আমাদের টিম এক কর্মদিবসের মধ্যে উত্তর দেবে।',
    quoteThanks:
      'ধন্যবাদ। আপনার কোটেশনের অনুরোধ আমাদের সেলস ডেস্কে পৌঁছেছে, এক কর্মদিবসের মধ্যে আমরা উত্তর দেব।',
    applicationThanks:
      'আবেদনের জন্য ধন্যবাদ। আপনার প্রোফাইল এই পদের সাথে মিললে আমাদের এইচআর টিম আপনার সাথে যোগাযোগ করবে।',
    subscribeThanks:
      'প্রায় শেষ: ওই ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হচ্ছে। লিংকটি খুললেই আপডেট পাঠানো শুরু হবে।',
    subscribeNotSent:
      'আপনার ঠিকানাটি রাখা হয়েছে, তবে এই মুহূর্তে আমরা ইমেইল পাঠাতে পারছি না: পারা মাত্রই নিশ্চিতকরণ লিংক পাঠানো হবে, আর লিংকটি খুললেই আপডেট শুরু হবে।',
  },
})
