/** Texts of the careers pages; the vacancies themselves are in the database, edited by hr. */
export const CAREERS = {
  lead: 'Join the air, ocean and customs teams that move Bangladesh’s exports to the world, in Dhaka and Chattogram.',
  intro: [
    'We are a team of about sixty freight specialists, documentation officers, customs brokers and warehouse staff. Most of our managers started with us as executives or interns.',
    'Every new colleague joins our Freight Academy: a structured induction in air and ocean operations, customs and dangerous goods, taught by the people who do the work.',
  ],
  benefits: [
    'Festival bonuses twice a year and an annual salary review',
    'Provident fund and group health insurance',
    'Paid IATA and customs training through our Freight Academy',
    'Sunday to Thursday office hours, with time off in lieu for cut-off nights',
  ],
  howToApply:
    'Choose a position, read what it involves and send the form on its page with your CV (PDF, DOC or DOCX, up to 5 MB). Our HR team replies to every shortlisted candidate within two weeks of the closing date.',
  noOpenings:
    'There are no open positions at the moment. New vacancies appear here first; please check back soon.',
} as const
