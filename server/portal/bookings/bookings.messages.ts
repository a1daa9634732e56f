/**
 * What the portal's booking routes and pages answer, in the language of the request
 * (Content-Language, or the page's /bn/ address).
 */
import { defineMessages } from '#domain/messages.ts'

export const bookingMessages = defineMessages({
  en: {
    sent: 'Your booking request {reference} is with our team. We will confirm it or ask you about it here.',
    cancelled: 'Booking request {reference} is cancelled.',
    notFound: 'There is no such booking request in your company',
    notCancellable:
      'This booking request is already confirmed or cancelled, so it cannot be cancelled',
    replied: 'Your reply about booking request {reference} is with our team.',
    notReplyable:
      'There is no question from our team to answer on this booking request, or it is already confirmed or cancelled',
  },
  bn: {
    sent: 'আপনার বুকিং অনুরোধ {reference} আমাদের দলের কাছে পৌঁছেছে। আমরা এখানেই এটি নিশ্চিত করব বা এ নিয়ে আপনাকে জিজ্ঞেস করব।',
    cancelled: 'বুকিং অনুরোধ {reference} বাতিল করা হয়েছে।',
    notFound: 'আপনার প্রতিষ্ঠানে এমন কোনো বুকিং অনুরোধ নেই',
    notCancellable: 'এই বুকিং অনুরোধটি আগেই নিশ্চিত বা বাতিল হয়েছে, তাই এটি বাতিল করা যাবে না',
    replied: 'বুকিং অনুরোধ {reference} নিয়ে আপনার উত্তর আমাদের দলের কাছে পৌঁছেছে।',
    notReplyable:
      'এই বুকিং অনুরোধে উত্তর দেওয়ার মতো আমাদের দলের কোনো প্রশ্ন নেই, অথবা এটি আগেই নিশ্চিত বা বাতিল হয়েছে',
  },
})
