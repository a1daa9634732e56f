// Issue 38: the name an uploaded file (a CV, a picture for the media library) is shown under
// cannot hide or reorder its text, and a long one keeps its extension.
import { describe, expect, it } from 'vitest'
import { sanitizeFileName } from '#server/cv-files.ts'

describe('sanitizeFileName', () => {
  it('drops the bidirectional controls that make a name read backwards', () => {
    // Shown as "invoiceexe.pdf" and "photoexe.jpg" by the right-to-left override.
    expect(sanitizeFileName('invoice\u202Eexe.pdf', 'cv')).toBe('invoiceexe.pdf')
    expect(sanitizeFileName('photo\u202Egpj.exe', 'cv')).toBe('photogpj.exe')
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']
    const marks = ['\u200E', '\u200F', '\u061C']
    expect(sanitizeFileName(`cv${[...bidi, ...marks].join('')}.pdf`, 'cv')).toBe('cv.pdf')
  })

  it('drops controls and invisible characters, and makes every space a plain one', () => {
    expect(sanitizeFileName('re\u0007su\u001bme\u0085\u009b.pdf', 'cv')).toBe('resume.pdf')
    expect(sanitizeFileName('\uFEFFre\u200Bsu\u00ADme\u2060.pdf', 'cv')).toBe('resume.pdf')
    expect(sanitizeFileName('my\u00A0\u00A0cv\u2028final\t.pdf', 'cv')).toBe('my cv final.pdf')
  })

  it('keeps the joiners Bangla spelling needs, and writes accents composed (NFC)', () => {
    const bangla = 'র\u200D্যাব-জীবনবৃত্তান্ত.pdf'
    expect(sanitizeFileName(bangla, 'cv')).toBe(bangla)
    expect(sanitizeFileName('a\u200Db.pdf', 'cv')).toBe('ab.pdf')
    expect(sanitizeFileName('Jose\u0301.pdf', 'cv')).toBe('José.pdf')
  })

  it('keeps the name only, without folders, spaces around or leading dots', () => {
    expect(sanitizeFileName('C:\\Users\\rafi\\CV.pdf', 'cv')).toBe('CV.pdf')
    expect(sanitizeFileName('../../etc/passwd', 'cv')).toBe('passwd')
    expect(sanitizeFileName('  ..hidden.pdf  ', 'cv')).toBe('hidden.pdf')
  })

  it('cuts a long name in its stem, keeping the extension', () => {
    const long = sanitizeFileName(`${'harbour-'.repeat(36)}final-v2.jpg`, 'picture')
    expect(long).toHaveLength(200)
    expect(long).toMatch(/^harbour-harbour-.*….*final-v2\.jpg$/)
    // Whole letters: a Bangla letter and its vowel sign stay together.
    const bangla = sanitizeFileName(`${'কি'.repeat(300)}.pdf`, 'cv')
    expect(bangla).toMatch(/^(কি)+…(কি)+\.pdf$/)
  })

  it('falls back to the name given when nothing is left', () => {
    expect(sanitizeFileName('\u202E\u200B', 'cv')).toBe('cv')
    expect(sanitizeFileName('...', 'picture')).toBe('picture')
    expect(sanitizeFileName('\u202E.pdf', 'cv')).toBe('cv.pdf')
  })
})
