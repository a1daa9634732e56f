// Issue 40: the "Before going live" list names SITE_URL while it is an address only the server's
// own machine reaches, and not once it is the site's public address.
import { describe, expect, it } from 'vitest'
import { isLocalSiteUrl } from '#server/content/go-live.ts'

describe('SITE_URL on the "Before going live" list', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    '%s is still the developer’s',
    (siteUrl) => expect(isLocalSiteUrl(siteUrl)).toBe(true),
  )

  it.each(['https://www.deltabridge.com.bd', 'https://localhost.deltabridge.com.bd'])(
    '%s is a public address',
    (siteUrl) => expect(isLocalSiteUrl(siteUrl)).toBe(false),
  )
})
