import { CONTACT_LIMITS, ContactMessageSchema } from '#schemas/contact.ts'
import { fieldMessage } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'
import { describe, expect, it } from 'vitest'

const valid = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  message: 'Please quote 2 pallets from Dhaka to Hamburg.',
}

function firstError(input: unknown) {
  const result = ContactMessageSchema.safeParse(input)
  if (result.success) return undefined
  const issue = result.error.issues[0]
  return {
    field: issue?.path[0],
    message: issue && fieldMessage(issue.message, validationMessages.en),
    bangla: issue && fieldMessage(issue.message, validationMessages.bn),
  }
}

describe('ContactMessageSchema', () => {
  it('accepts a complete message, trims whitespace and drops unknown fields', () => {
    const result = ContactMessageSchema.parse({ ...valid, name: '  Rahim Uddin  ', extra: 'x' })
    expect(result).toEqual(valid)
  })

  it('requires every field, with a plain-words message', () => {
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const error = firstError({ ...valid, [field]: '   ' })
      expect(error?.field).toBe(field)
      expect(error?.message).toMatch(/^Please /)
      expect(error?.bangla).toMatch(/^অনুগ্রহ করে /)
    }
  })

  it('rejects a malformed email and an over-long one', () => {
    expect(firstError({ ...valid, email: 'not-an-email' })?.field).toBe('email')
    const long = `${'a'.repeat(CONTACT_LIMITS.EMAIL_MAX)}@example.com`
    expect(firstError({ ...valid, email: long })?.field).toBe('email')
  })

  it('accepts phone numbers of 6 to 20 digits, spaces, +, - and parentheses only', () => {
    expect(firstError({ ...valid, phone: '(02) 55-05' })).toBeUndefined()
    expect(firstError({ ...valid, phone: '12345' })?.field).toBe('phone')
    expect(firstError({ ...valid, phone: '1'.repeat(21) })?.field).toBe('phone')
    expect(firstError({ ...valid, phone: '0171100000x' })?.field).toBe('phone')
  })

  it('limits the name to 100 and the message to 5000 characters', () => {
    expect(firstError({ ...valid, name: 'n'.repeat(100) })).toBeUndefined()
    expect(firstError({ ...valid, name: 'n'.repeat(101) })?.field).toBe('name')
    expect(firstError({ ...valid, message: 'm'.repeat(5000) })).toBeUndefined()
    expect(firstError({ ...valid, message: 'm'.repeat(5001) })?.field).toBe('message')
  })
})
