/** The longest text a booking request's own fields take (a party's name or address, the pickup place). */
export const BOOKING_TEXT_MAX = 300

/** The longest reply a customer sends to staff's question about their booking. */
export const BOOKING_REPLY_MAX = 5000
