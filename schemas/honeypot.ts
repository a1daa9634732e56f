import { z } from 'zod'

/**
 * A field people never see and assistive technology never announces. Bots that fill every input
 * fill it too; such submissions are answered like a success, stored as spam and never notified.
 */
export const HONEYPOT_FIELD = 'website'

export const HoneypotSchema = z.object({ [HONEYPOT_FIELD]: z.string().max(500).optional() })

export function isHoneypotFilled(value: Record<string, unknown>): boolean {
  const field = value[HONEYPOT_FIELD]
  return typeof field === 'string' && field.trim() !== ''
}
