/**
 * An address on one line, e.g. for the footer: "House 12, …, Dhaka 1230, Bangladesh". The
 * country's name is the page's ("বাংলাদেশ" on a Bangla page).
 */
export function oneLineAddress(
  address: {
    street: string
    locality: string
    postalCode: string
  },
  countryName = 'Bangladesh',
): string {
  return `${address.street}, ${address.locality} ${address.postalCode}, ${countryName}`
}
