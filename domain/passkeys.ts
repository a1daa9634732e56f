/** The longest name a person may give a passkey (staff's and customers' alike). */
export const PASSKEY_NAME_MAX = 60
