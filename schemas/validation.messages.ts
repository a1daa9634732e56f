/**
 * What the public forms' schemas say about a field, in each language
 * (docs/decisions/0016-bangla-forms.md). The schemas are shared by the browser and the server and
 * hold only the keys of these messages (`ValidationKey`); the server's error handler answers in
 * the language the form was sent from, and a form page's loader hands its script the messages
 * of the page's language, so no page's script carries either language's texts.
 */
import { defineMessages } from '#app/i18n/messages.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { COVER_LETTER_MAX, CV_MAX_BYTES } from '#domain/cv-files.ts'
import { formatInteger } from '#domain/numerals.ts'
import { TRACK_QUERY_MAX } from './tracking-api.ts'

const { NAME_MAX, PHONE_MIN, PHONE_MAX, MESSAGE_MAX } = CONTACT_LIMITS
const bn = (value: number) => formatInteger(value, 'bn')
const CV_MAX_MB = CV_MAX_BYTES / 1024 / 1024

export const validationMessages = defineMessages({
  en: {
    /** A message no key names (the schemas' plain-words fallback): shown as it is. */
    otherProblem: '{message}',
    'name.controlChars': 'Please remove the special characters from your name',
    'name.required': 'Please enter your name',
    'name.tooLong': `Please keep your name under ${NAME_MAX} characters`,
    'email.controlChars': 'Please remove the special characters from your email address',
    'email.required': 'Please enter your email address',
    'email.invalid': 'Please enter a valid email address',
    'phone.controlChars': 'Please remove the special characters from your phone number',
    'phone.required': 'Please enter your phone number',
    'phone.tooShort': `Please enter a phone number of at least ${PHONE_MIN} characters`,
    'phone.tooLong': `Please enter a phone number of at most ${PHONE_MAX} characters`,
    'phone.characters': 'Please use only digits, spaces, +, - and parentheses in the phone number',
    'message.controlChars': 'Please remove the special characters from your message',
    'message.required': 'Please enter your message',
    'message.tooLong': `Please keep your message under ${MESSAGE_MAX} characters`,
    'website.controlChars': 'Please remove the special characters from the website',
    'position.required': 'Please choose the position you are applying for',
    'coverLetter.controlChars': 'Please remove the special characters from your cover letter',
    'coverLetter.tooLong': `Please keep your cover letter under ${COVER_LETTER_MAX} characters`,
    'cv.required': 'Please attach your CV',
    'cv.type': 'The CV must be a PDF, DOC or DOCX file',
    'cv.empty': 'The CV file is empty',
    'cv.tooLarge': `The CV must be at most ${CV_MAX_MB} MB`,
    'cv.uploadTooLarge': `The CV file is larger than ${CV_MAX_MB} MB`,
    'cv.folders': 'The CV file name must not contain folders',
    'reference.controlChars': 'A reference must not contain control characters',
    'reference.tooLong': `A reference is at most ${TRACK_QUERY_MAX} characters`,
    'carrierNumber.controlChars': 'A carrier number must not contain control characters',
    'carrierNumber.tooLong': `A carrier number is at most ${TRACK_QUERY_MAX} characters`,
  },
  bn: {
    otherProblem: 'এই তথ্যটি ঠিক নেই, অনুগ্রহ করে আবার দেখে লিখুন',
    'name.controlChars': 'অনুগ্রহ করে আপনার নাম থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'name.required': 'অনুগ্রহ করে আপনার নাম লিখুন',
    'name.tooLong': `অনুগ্রহ করে নাম ${bn(NAME_MAX)} অক্ষরের মধ্যে রাখুন`,
    'email.controlChars': 'অনুগ্রহ করে ইমেইল ঠিকানা থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'email.required': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন',
    'email.invalid': 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন',
    'phone.controlChars': 'অনুগ্রহ করে ফোন নম্বর থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'phone.required': 'অনুগ্রহ করে আপনার ফোন নম্বর লিখুন',
    'phone.tooShort': `ফোন নম্বরে অন্তত ${bn(PHONE_MIN)}টি অক্ষর দিন`,
    'phone.tooLong': `ফোন নম্বরে সর্বোচ্চ ${bn(PHONE_MAX)}টি অক্ষর দিন`,
    'phone.characters':
      'ফোন নম্বরে শুধু অঙ্ক, স্পেস, +, - ও বন্ধনী ব্যবহার করুন (অঙ্ক ইংরেজিতে, যেমন 01711)',
    'message.controlChars': 'অনুগ্রহ করে বার্তা থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'message.required': 'অনুগ্রহ করে আপনার বার্তা লিখুন',
    'message.tooLong': `অনুগ্রহ করে বার্তা ${bn(MESSAGE_MAX)} অক্ষরের মধ্যে রাখুন`,
    'website.controlChars': 'অনুগ্রহ করে ওয়েবসাইট থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'position.required': 'অনুগ্রহ করে যে পদে আবেদন করছেন সেটি বেছে নিন',
    'coverLetter.controlChars': 'অনুগ্রহ করে কভার লেটার থেকে বিশেষ চিহ্নগুলো মুছে দিন',
    'coverLetter.tooLong': `অনুগ্রহ করে কভার লেটার ${bn(COVER_LETTER_MAX)} অক্ষরের মধ্যে রাখুন`,
    'cv.required': 'অনুগ্রহ করে আপনার সিভি যুক্ত করুন',
    'cv.type': 'সিভি অবশ্যই PDF, DOC বা DOCX ফাইল হতে হবে',
    'cv.empty': 'সিভি ফাইলটি খালি',
    'cv.tooLarge': `সিভি সর্বোচ্চ ${bn(CV_MAX_MB)} MB হতে পারবে`,
    'cv.uploadTooLarge': `সিভি ফাইলটি ${bn(CV_MAX_MB)} MB-এর চেয়ে বড়`,
    'cv.folders': 'সিভি ফাইলের নামে ফোল্ডার থাকতে পারবে না',
    'reference.controlChars': 'রেফারেন্সে কোনো নিয়ন্ত্রণ-চিহ্ন থাকতে পারবে না',
    'reference.tooLong': `রেফারেন্স সর্বোচ্চ ${bn(TRACK_QUERY_MAX)} অক্ষরের হতে পারে`,
    'carrierNumber.controlChars': 'ক্যারিয়ার নম্বরে কোনো নিয়ন্ত্রণ-চিহ্ন থাকতে পারবে না',
    'carrierNumber.tooLong': `ক্যারিয়ার নম্বর সর্বোচ্চ ${bn(TRACK_QUERY_MAX)} অক্ষরের হতে পারে`,
  },
})

export type ValidationKey = Exclude<keyof (typeof validationMessages)['en'], 'otherProblem'>
