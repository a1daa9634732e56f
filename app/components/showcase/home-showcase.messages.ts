import { defineMessages } from '#app/i18n/messages.ts'

/** The home page's reviews and client logos. */
export const homeShowcaseMessages = defineMessages({
  en: {
    reviewsEyebrow: 'Reviews',
    reviewsTitle: 'What our clients say',
    rating: 'Rated {rating} out of 5',
    logosEyebrow: 'Our clients',
    logosLabel: 'Our clients',
  },
  bn: {
    reviewsEyebrow: 'গ্রাহকদের মতামত',
    reviewsTitle: 'আমাদের গ্রাহকরা যা বলেন',
    rating: '৫-এর মধ্যে {rating} রেটিং',
    logosEyebrow: 'আমাদের গ্রাহক',
    logosLabel: 'আমাদের গ্রাহক',
  },
})
