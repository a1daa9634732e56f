import { describe, expect, it } from 'vitest'
import { languageOfPath, localizedPath, pathWithoutLanguage } from '#app/i18n/language.ts'
import { fill, placeholdersOf } from '#app/i18n/messages.ts'

describe('the language of an address', () => {
  it('is Bangla under /bn/ and English everywhere else', () => {
    expect(languageOfPath('/bn')).toBe('bn')
    expect(languageOfPath('/bn/')).toBe('bn')
    expect(languageOfPath('/bn/service-detail/1')).toBe('bn')
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/services')).toBe('en')
    expect(languageOfPath('/bnx')).toBe('en')
    expect(languageOfPath('/brand/bn')).toBe('en')
  })

  it('drops the prefix for the English path', () => {
    expect(pathWithoutLanguage('/bn')).toBe('/')
    expect(pathWithoutLanguage('/bn/careers/3')).toBe('/careers/3')
    expect(pathWithoutLanguage('/careers/3')).toBe('/careers/3')
  })

  it('gives the same page in either language, keeping the query and the hash', () => {
    expect(localizedPath('/', 'bn')).toBe('/bn')
    expect(localizedPath('/services', 'bn')).toBe('/bn/services')
    expect(localizedPath('/bn/services', 'en')).toBe('/services')
    expect(localizedPath('/bn', 'en')).toBe('/')
    expect(localizedPath('/bn/track/DBL-K7M2P9QX?x=1#updates', 'bn')).toBe(
      '/bn/track/DBL-K7M2P9QX?x=1#updates',
    )
    expect(localizedPath('/track/DBL-K7M2P9QX?x=1#updates', 'bn')).toBe(
      '/bn/track/DBL-K7M2P9QX?x=1#updates',
    )
    expect(localizedPath('/contact#form', 'en')).toBe('/contact#form')
  })
})

describe('dictionaries', () => {
  it('fill the values a message names and leave unknown names visible', () => {
    expect(fill('{count} of {total} containers', { count: 3, total: '১০' })).toBe(
      '3 of ১০ containers',
    )
    expect(fill('Hello {name}', {})).toBe('Hello {name}')
    expect(placeholdersOf('{b} and {a}')).toEqual(['a', 'b'])
  })
})
