import { defineMessages } from '#app/i18n/messages.ts'

/** The footer's links to the company's work (projects, case studies, gallery, working areas). */
export const showcaseLinksMessages = defineMessages({
  en: {
    projects: 'Projects',
    caseStudies: 'Case studies',
    gallery: 'Gallery',
    workingAreas: 'Working areas',
  },
  bn: {
    projects: 'প্রকল্প',
    caseStudies: 'কেস স্টাডি',
    gallery: 'গ্যালারি',
    workingAreas: 'কার্যক্ষেত্র',
  },
})
