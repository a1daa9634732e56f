/**
 * Why a position takes no application, in the visitor's language (`Content-Language`,
 * docs/api.md), naming the position's title in that language. A position whose Bangla title hr
 * has not written yet is not named in Bangla (the `…Untitled` texts): the page around the message
 * already names it, and an English title inside a Bangla API message could not be marked as
 * English.
 */
import { defineMessages } from '#domain/messages.ts'

export const applicationRefusalMessages = defineMessages({
  en: {
    noSuchPosition: 'This position does not exist',
    closedEarly: 'Applications for {title} are closed: the position is no longer open',
    closedOn: 'Applications for {title} closed on {date}',
    closedEarlyUntitled: 'Applications for this position are closed: it is no longer open',
    closedOnUntitled: 'Applications for this position closed on {date}',
  },
  bn: {
    noSuchPosition: 'এই পদটি নেই',
    closedEarly: '{title} পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই',
    closedOn: '{title} পদে আবেদন {date} তারিখে বন্ধ হয়ে গেছে',
    closedEarlyUntitled: 'এই পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই',
    closedOnUntitled: 'এই পদে আবেদন {date} তারিখে বন্ধ হয়ে গেছে',
  },
})
