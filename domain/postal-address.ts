/** An address on one line, e.g. for the footer: "House 12, …, Dhaka 1230, Bangladesh". */
export function oneLineAddress(address: {
  street: string
  locality: string
  postalCode: string
}): string {
  return `${address.street}, ${address.locality} ${address.postalCode}, Bangladesh`
}
