/** The refusal of a path spelt another way (canonical-paths.ts); it names nothing the caller sent. */
import { defineMessages } from '#domain/messages.ts'

export const canonicalPathMessages = defineMessages({
  en: {
    notCanonical:
      'The address is not valid: write it without percent-encoded letters, repeated slashes or dot segments',
  },
  bn: {
    notCanonical:
      'ঠিকানাটি সঠিক নয়: % চিহ্ন দিয়ে লেখা অক্ষর, পরপর একাধিক স্ল্যাশ বা ডট অংশ (./, ../) ছাড়া লিখুন',
  },
})
