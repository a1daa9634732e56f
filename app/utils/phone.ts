/** "+880 2 5505 0101" → "tel:+880255050101" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Bangladesh's country code: a number written the local way (01711…) is a Bangladeshi one. */
const LOCAL_COUNTRY_CODE = '880'

/**
 * wa.me click-to-chat for a number as a visitor typed it: international digits only, so
 * "+880 1711-000103", "00880 1711 000103" and the local "01711-000103" all become
 * https://wa.me/8801711000103. Null when there are too few digits to be a phone number.
 */
export function whatsappChatHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  let international: string
  if (phone.trim().startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (digits.startsWith('0')) international = `${LOCAL_COUNTRY_CODE}${digits.slice(1)}`
  else international = digits
  return international.length >= 8 ? `https://wa.me/${international}` : null
}
