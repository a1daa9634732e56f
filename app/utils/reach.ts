import type { SiteCompany, SiteOffice } from './site-content.ts'

type Office = Pick<SiteOffice, 'address' | 'whatsapp' | 'geo'>

/** The message WhatsApp puts in the chat box, for the visitor to edit or send. */
export function whatsappGreeting(company: Pick<SiteCompany, 'name'>, office: Office): string {
  return `Hello ${company.name} (${office.address.locality}), I would like to ask about a shipment.`
}

/** wa.me click-to-chat: the number in digits only, and a prefilled message. */
export function whatsappHref(company: Pick<SiteCompany, 'name'>, office: Office): string {
  return `https://wa.me/${office.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(whatsappGreeting(company, office))}`
}

function coordinates(office: Office): string {
  return `${office.geo.latitude},${office.geo.longitude}`
}

/** OpenStreetMap's route planner with the office as destination. */
export function openStreetMapDirectionsHref(office: Office): string {
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(coordinates(office))}`
}

/** Google Maps directions (the documented Maps URLs API) to the office. */
export function googleMapsDirectionsHref(office: Office): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(coordinates(office))}`
}
