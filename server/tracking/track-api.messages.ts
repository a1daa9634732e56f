/**
 * The tracking API's own refusals in the visitor's language (`Content-Language`, docs/api.md);
 * the lookup's field messages are keys of schemas/validation.messages.ts.
 */
import { defineMessages } from '#domain/messages.ts'

export const trackApiMessages = defineMessages({
  en: {
    /** The one answer for a reference we do not know, however it is spelled. */
    unknownReference:
      'We found no shipment with this reference. Please check it against your booking confirmation, or contact us.',
    /** The one-click unsubscribe (List-Unsubscribe) has worked. */
    unsubscribed: 'You will get no more emails about this shipment.',
    /** A List-Unsubscribe address whose token is unknown, malformed or already used. */
    unsubscribeLinkInvalid:
      'This unsubscribe address is not valid: it may have been used already. Nothing was changed.',
    notOneClick:
      'To unsubscribe at this address, send List-Unsubscribe=One-Click. Nothing was changed.',
  },
  bn: {
    unknownReference:
      'এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি। অনুগ্রহ করে বুকিং নিশ্চিতকরণের সাথে মিলিয়ে দেখুন, অথবা আমাদের সাথে যোগাযোগ করুন।',
    unsubscribed: 'এই শিপমেন্ট নিয়ে আপনি আর কোনো ইমেইল পাবেন না।',
    unsubscribeLinkInvalid:
      'এই আনসাবস্ক্রাইব ঠিকানাটি কার্যকর নয়: হয়তো এটি আগেই ব্যবহার করা হয়েছে। কিছুই পরিবর্তন করা হয়নি।',
    notOneClick:
      'এই ঠিকানায় আনসাবস্ক্রাইব করতে List-Unsubscribe=One-Click পাঠান। কিছুই পরিবর্তন করা হয়নি।',
  },
})
