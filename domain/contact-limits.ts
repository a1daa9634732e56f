/** Limits of the contact form, shared by the browser form and the API. */
export const CONTACT_LIMITS = {
  NAME_MAX: 100,
  EMAIL_MAX: 254,
  PHONE_MIN: 6,
  PHONE_MAX: 20,
  MESSAGE_MAX: 5000,
} as const
