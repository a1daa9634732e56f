// Issue 41: pricing staff work on the rate cards and exchange rates in the workspace, drawn from
// the registry like the site content: their own sections, the content screens opened to a
// collection's editors, and amounts typed into a text input with a decimal keyboard (which takes
// Bengali digits), never a number input.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RegistryField } from '#app/components/staff/content/content-fields.tsx'
import { contentScreenHandle, SITE_CONTENT } from '#app/components/staff/content/load.ts'
import { sectionsFor } from '#app/components/staff/sections.ts'
import { CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'

/** Who may open the screens of `collection`, as the content screens' handle says. */
function collectionEditors(collection: string) {
  const { staffRoles } = contentScreenHandle
  return typeof staffRoles === 'function' ? staffRoles({ collection }) : staffRoles
}

describe('the workspace for pricing staff', () => {
  it('shows them their sections only', () => {
    expect(sectionsFor('pricing').map((section) => [section.label, section.path])).toEqual([
      ['Overview', '/staff'],
      ['Security', '/staff/security'],
      ['Rate cards', '/staff/content/rate-cards'],
      ['Import rate cards', '/staff/rate-card-imports'],
      ['Exchange rates', '/staff/content/exchange-rates'],
      ['Sailings and flights', '/staff/content/sailings'],
      ['Lanes without a rate', '/staff/pricing/no-rate-lanes'],
    ])
    expect(sectionsFor('sales').map((section) => section.label)).not.toContain(
      'Lanes without a rate',
    )
    expect(sectionsFor('editor').map((section) => section.label)).not.toContain('Rate cards')
  })

  it('opens a collection’s screens to its editors, and lists the site content without prices', () => {
    expect(collectionEditors('rate-cards')).toEqual(['pricing'])
    expect(collectionEditors('exchange-rates')).toEqual(['pricing'])
    expect(collectionEditors('sailings')).toEqual(['pricing'])
    expect(collectionEditors('services')).toEqual(['editor'])
    expect(collectionEditors('no-such-thing')).toBeUndefined()
    expect(SITE_CONTENT).toContain('services')
    expect(SITE_CONTENT).not.toContain('rate-cards')
    expect(SITE_CONTENT).not.toContain('exchange-rates')
    expect(SITE_CONTENT).not.toContain('sailings')
  })

  it('draws an amount as a text input with a decimal keyboard, showing what was typed', () => {
    const field = CONTENT_COLLECTIONS['rate-cards'].fields.lcl.fields.perWm
    if (!field) throw new Error('a rate card has a rate per W/M')
    const html = renderToStaticMarkup(
      <RegistryField
        field={field}
        path={['lcl', 'perWm']}
        value="৩৮.১৭"
        context={{ errors: {}, options: {}, media: [], onChange: () => {} }}
      />,
    )
    expect(html).toContain('<label for="content-lcl-perWm">Rate per W/M</label>')
    expect(html).toMatch(/<input[^>]* type="text" inputMode="decimal" value="৩৮.১৭"/)
  })
})
