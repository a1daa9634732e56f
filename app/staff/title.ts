/** "Staff sign-in | Delta Bridge Logistics", or the title alone before a company is published. */
export function staffTitle(title: string, companyName: string | undefined): string {
  return companyName ? `${title} | ${companyName}` : title
}
