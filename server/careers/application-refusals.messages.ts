/**
 * Why a position takes no application, in the visitor's language (`Content-Language`,
 * docs/api.md). The Bangla texts leave out the title: it is hr's English, and the page around
 * the message already names the position.
 */
import { defineMessages } from '#domain/messages.ts'

export const applicationRefusalMessages = defineMessages({
  en: {
    noSuchPosition: 'This position does not exist',
    closedEarly: 'Applications for {title} are closed: the position is no longer open',
    closedOn: 'Applications for {title} closed on {date}',
  },
  bn: {
    noSuchPosition: 'এই পদটি নেই',
    closedEarly: 'এই পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই',
    closedOn: 'এই পদে আবেদন {date} তারিখে বন্ধ হয়ে গেছে',
  },
})
