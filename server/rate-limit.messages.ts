/**
 * The refusal of every rate limit (429), in the language of the request
 * (server/forms/visitor-language.ts): a Bangla form page shows it as the API wrote it.
 */
import { defineMessages } from '#domain/messages.ts'

export const rateLimitMessages = defineMessages({
  en: {
    tooMany: 'Too many requests. Please try again in {wait}.',
    oneSecond: '1 second',
    seconds: '{count} seconds',
    oneMinute: '1 minute',
    minutes: '{count} minutes',
    oneHour: '1 hour',
    hours: '{count} hours',
  },
  bn: {
    tooMany: 'এই সংযোগ থেকে অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন।',
    oneSecond: '১ সেকেন্ড',
    seconds: '{count} সেকেন্ড',
    oneMinute: '১ মিনিট',
    minutes: '{count} মিনিট',
    oneHour: '১ ঘণ্টা',
    hours: '{count} ঘণ্টা',
  },
})
