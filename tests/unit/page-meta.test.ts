import { documentTitle, pageMeta } from '#app/utils/page-meta.ts'
import { describe, expect, it } from 'vitest'

const COMPANY = { name: 'Delta Bridge Logistics', tagline: 'Freight forwarders' }

describe('documentTitle', () => {
  it('is the route title, a bar, then the company name', () => {
    expect(documentTitle(COMPANY, 'Services')).toBe(`Services | ${COMPANY.name}`)
    expect(documentTitle(COMPANY, 'Home')).toBe('Home | Delta Bridge Logistics')
  })
})

describe('pageMeta', () => {
  it('gives the title, a description and a canonical URL on the site origin', () => {
    const meta = pageMeta(COMPANY, { title: 'About', description: 'About us.', path: '/about' })
    expect(meta).toContainEqual({ title: `About | ${COMPANY.name}` })
    expect(meta).toContainEqual({ name: 'description', content: 'About us.' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.test.example.com/about',
    })
  })
})
