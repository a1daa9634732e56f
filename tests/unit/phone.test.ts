import { describe, expect, it } from 'vitest'
import { telHref, whatsappChatHref } from '#app/utils/phone.ts'

describe('whatsappChatHref', () => {
  it('writes the number in international digits, however the visitor typed it', () => {
    for (const typed of [
      '+880 1711-000103',
      '00880 1711 000103',
      '01711-000103',
      '8801711000103',
    ]) {
      expect(whatsappChatHref(typed), typed).toBe('https://wa.me/8801711000103')
    }
    expect(whatsappChatHref('+49 (40) 123 4567')).toBe('https://wa.me/49401234567')
  })

  it('offers no chat for what cannot be a phone number', () => {
    expect(whatsappChatHref('12')).toBeNull()
    expect(whatsappChatHref('')).toBeNull()
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+880 1711-000103')).toBe('tel:+8801711000103')
  })
})
