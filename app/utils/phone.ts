/** "+880 2 5505 0101" → "tel:+880255050101" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
