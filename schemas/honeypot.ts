import { z } from './zod.ts'

import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { lineText } from './text.ts'
import { messageKey } from './validation.ts'

export { HONEYPOT_FIELD }

export const HoneypotSchema = z.object({
  [HONEYPOT_FIELD]: lineText(messageKey('website.controlChars')).max(500).optional(),
})

export function isHoneypotFilled(value: Record<string, unknown>): boolean {
  const field = value[HONEYPOT_FIELD]
  return typeof field === 'string' && field.trim() !== ''
}
