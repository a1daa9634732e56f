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
  },
  bn: {
    unknownReference:
      'এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি। অনুগ্রহ করে বুকিং নিশ্চিতকরণের সাথে মিলিয়ে দেখুন, অথবা আমাদের সাথে যোগাযোগ করুন।',
  },
})
