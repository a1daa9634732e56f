/**
 * The contact form's texts, and what follows a sent message (in the form, and on /contact/sent
 * after a post without JavaScript).
 */
import { defineMessages } from '#app/i18n/messages.ts'

export const contactFormMessages = defineMessages({
  en: {
    title: 'Send us a message',
    note: 'All fields are required. We reply within one working day.',
    messageLabel: 'Message',
    send: 'Send',
    sentTitle: 'Message sent',
    notSentTitle: 'Your message was not sent',
    networkFailure:
      'We could not reach our server. Please check your connection and try again; what you typed is still in the form.',
    thanks: 'Thank you for contacting us. We have your message.',
    nextTitle: 'What happens next',
    replyWithin:
      'Our team reads it and replies by email or phone within one working day ({hours}).',
    urgent: 'Urgent? Call us on {phone}.',
    sentPageBreadcrumb: 'Contact',
    sentPageMissing:
      'This page confirms a message sent with {link}, and this browser has not sent one in the last hour.',
    sentPageMissingLink: 'our contact form',
    backHome: 'Back to the home page',
  },
  bn: {
    title: 'আমাদের বার্তা পাঠান',
    note: 'সব ঘর পূরণ করা আবশ্যক। আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',
    messageLabel: 'বার্তা',
    send: 'পাঠান',
    sentTitle: 'বার্তা পাঠানো হয়েছে',
    notSentTitle: 'আপনার বার্তা পাঠানো যায়নি',
    networkFailure:
      'আমাদের সার্ভারের সাথে যোগাযোগ করা যায়নি। অনুগ্রহ করে ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন; আপনি যা লিখেছেন তা ফর্মেই আছে।',
    thanks: 'যোগাযোগ করার জন্য ধন্যবাদ। আপনার বার্তা আমরা পেয়েছি।',
    nextTitle: 'এরপর কী হবে',
    replyWithin: 'আমাদের টিম বার্তাটি পড়ে এক কর্মদিবসের মধ্যে ইমেইল বা ফোনে উত্তর দেবে ({hours})।',
    urgent: 'জরুরি দরকার? আমাদের ফোন করুন: {phone}',
    sentPageBreadcrumb: 'যোগাযোগ',
    sentPageMissing:
      'এই পাতাটি {link} দিয়ে পাঠানো বার্তা নিশ্চিত করে, কিন্তু গত এক ঘণ্টায় এই ব্রাউজার থেকে কোনো বার্তা পাঠানো হয়নি।',
    sentPageMissingLink: 'আমাদের যোগাযোগ ফর্ম',
    backHome: 'হোম পেজে ফিরে যান',
  },
})
