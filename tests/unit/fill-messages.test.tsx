// The two ways a message gets its values: fillNodes puts elements (a link, a text marked with its
// language) in a page's sentence; fillParts words a sentence that carries people's words, each
// marked with its language where it is not the page's.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fillParts, plainTextOf } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'

describe('fillNodes', () => {
  it('puts each element in place of its name, in the order the language writes them', () => {
    const markup = renderToStaticMarkup(
      <p>
        {fillNodes('{phone}-এ ফোন করুন বা {mail} লিখুন', {
          phone: <a href="tel:1">1</a>,
          mail: <b>m</b>,
        })}
      </p>,
    )
    expect(markup).toBe('<p><a href="tel:1">1</a>-এ ফোন করুন বা <b>m</b> লিখুন</p>')
  })

  it('leaves a name without a value as it is, as fill does', () => {
    expect(renderToStaticMarkup(<p>{fillNodes('Call {phone}', {})}</p>)).toBe('<p>Call {phone}</p>')
  })
})

describe('fillParts', () => {
  it('marks a value in Latin letters as English on a Bangla page, the rest one text', () => {
    expect(
      fillParts('{place}-এ পৌঁছেছে ({note})', { place: 'Hamburg', note: 'সময়মতো' }, 'bn'),
    ).toEqual([{ text: 'Hamburg', lang: 'en' }, { text: '-এ পৌঁছেছে (সময়মতো)' }])
  })

  it('marks nothing on an English page, drops empty values and keeps unknown names', () => {
    const parts = fillParts(
      'Arrived at {place}{note} {missing}',
      { place: 'Hamburg', note: '' },
      'en',
    )
    expect(parts).toEqual([{ text: 'Arrived at Hamburg {missing}' }])
    expect(plainTextOf(parts)).toBe('Arrived at Hamburg {missing}')
  })
})
