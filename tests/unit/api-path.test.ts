import { describe, expect, it } from 'vitest'
import {
  isAccountPagePath,
  isApiPath,
  isStaffApiPath,
  isStaffPagePath,
  readPath,
} from '#server/api-path.ts'
import { mayBeRespelt, staticSegments } from '#server/page-routes.ts'

describe('readPath', () => {
  it('takes a plain path as it is, query left out, trailing slash kept', () => {
    for (const [target, normalised] of [
      ['/', '/'],
      ['/api/contact/create', '/api/contact/create'],
      ['/api/contact/create/', '/api/contact/create/'],
      ['/api/services/search?search=%61%2F..', '/api/services/search'],
      ['/careers/%E0%A6%95', '/careers/%E0%A6%95'],
      ['/api/track/DBL%20X%25', '/api/track/DBL%20X%25'],
    ]) {
      expect(readPath(target as string), target).toEqual({
        normalised,
        canonical: true,
        redirectable: true,
      })
    }
  })

  it('reads escaped letters, repeated slashes and dot segments as the router does', () => {
    for (const [target, normalised] of [
      ['/%61pi/contact/create', '/api/contact/create'],
      ['/api/%73%74%41%46%66', '/api/stAFf'],
      ['//api//staff/', '/api/staff/'],
      ['/./api/./staff', '/api/staff'],
      ['/api/x/../staff', '/api/staff'],
      ['/api/%2e%2E/api/staff', '/api/staff'],
      ['/../../api', '/api'],
      ['/api/staff/.', '/api/staff/'],
    ]) {
      expect(readPath(target as string), target).toEqual({
        normalised,
        canonical: false,
        redirectable: true,
      })
    }
  })

  it('counts encoded slashes and backslashes as slashes, and never redirects to them', () => {
    for (const [target, normalised] of [
      ['/api%2fstaff%2Fpositions', '/api/staff/positions'],
      ['/api\\staff', '/api/staff'],
      ['/%5capi/staff', '/api/staff'],
    ]) {
      expect(readPath(target as string), target).toEqual({
        normalised,
        canonical: false,
        redirectable: false,
      })
    }
  })

  it('routes an absolute target on its path, which is not its canonical spelling', () => {
    expect(readPath('http://evil.example/api/staff/me')).toEqual({
      normalised: '/api/staff/me',
      canonical: false,
      redirectable: false,
    })
    expect(readPath('*')).toMatchObject({ normalised: '/', canonical: false })
  })
})

describe('path rules', () => {
  it('belong to whole segments', () => {
    expect(isApiPath('/api')).toBe(true)
    expect(isApiPath('/api/')).toBe(true)
    expect(isApiPath('/apiary')).toBe(false)
    expect(isStaffApiPath('/api/staff/auth/*')).toBe(true)
    expect(isStaffApiPath('/api/staffing')).toBe(false)
    expect(isStaffPagePath('/staffing')).toBe(false)
  })

  it('take the workspace in any case, as React Router reads it', () => {
    for (const path of ['/staff', '/STAFF', '/Staff/inbox/contact', '/sTaFf/']) {
      expect(isStaffPagePath(path), path).toBe(true)
    }
  })
})

describe('page addresses', () => {
  const statics = staticSegments([
    {
      path: 'bn?',
      children: [{ path: 'track/:reference?' }, { path: 'service-detail/:id' }, { path: '*' }],
    },
  ])

  it('are looked up only when a segment is a route’s own in another case', () => {
    for (const path of ['/BN/track', '/bn/Track/DBL-22222222', '/Service-Detail/1']) {
      expect(mayBeRespelt(statics, path), path).toBe(true)
    }
    // Parameters, files and paths as the routes write them are theirs already.
    for (const path of ['/bn/track/DBL-22222222', '/assets/Entry-AbC.js', '/service-detail/1']) {
      expect(mayBeRespelt(statics, path), path).toBe(false)
    }
  })
})

describe('the customer portal pages', () => {
  it('are /account and /bn/account and below, in any case, and nothing that only starts alike', () => {
    for (const path of ['/account', '/account/sign-in', '/bn/account', '/BN/Account/shipments']) {
      expect(isAccountPagePath(path), path).toBe(true)
    }
    for (const path of ['/accounts', '/bn/accountant', '/api/account/me', '/staff/accounts']) {
      expect(isAccountPagePath(path), path).toBe(false)
    }
  })
})
