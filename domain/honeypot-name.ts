/**
 * A field people never see and assistive technology never announces. Bots that fill every input
 * fill it too; such submissions are answered like a success, stored as spam and never notified.
 * Kept apart from honeypot.ts so that forms can name the field without loading zod.
 */
export const HONEYPOT_FIELD = 'website'
