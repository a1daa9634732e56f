/** The longest text a booking request's own fields take (a party's name or address, the pickup place). */
export const BOOKING_TEXT_MAX = 300
