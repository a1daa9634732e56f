/** The portal's navigation (account-nav.tsx): each feature adds its link's text here. */
import { defineMessages } from '#app/i18n/messages.ts'

export const accountNavMessages = defineMessages({
  en: {
    navLabel: 'Your account',
    navHome: 'Home',
    navShipments: 'Shipments',
    navBookings: 'Bookings',
    navNotifications: 'Email notifications',
  },
  bn: {
    navLabel: 'আপনার অ্যাকাউন্ট',
    navHome: 'হোম',
    navShipments: 'শিপমেন্ট',
    navBookings: 'বুকিং',
    navNotifications: 'ইমেইল নোটিফিকেশন',
  },
})
