import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cropAround, photoCrops, widthsFor } from '#server/media/derivatives.ts'
import { detectFormat, prepareUpload } from '#server/media/images.ts'
import { sanitizeSvg } from '#server/media/svg.ts'
import { assertMediaUnused, findMediaUses, type MediaUseSource } from '#server/media/uses.ts'

describe('cropAround', () => {
  it('keeps the focal point inside the largest crop of the aspect', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 6000 }),
        fc.integer({ min: 16, max: 6000 }),
        fc.constantFrom(16 / 9, 4 / 3, 1),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, ratio, focalX, focalY) => {
          const box = cropAround(width, height, ratio, focalX, focalY)
          expect(box.left).toBeGreaterThanOrEqual(0)
          expect(box.top).toBeGreaterThanOrEqual(0)
          expect(box.left + box.width).toBeLessThanOrEqual(width)
          expect(box.top + box.height).toBeLessThanOrEqual(height)
          // Full width or full height: the largest crop.
          expect(box.width === width || box.height === height).toBe(true)
          expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(
            2 / Math.min(box.width, box.height) + 0.01,
          )
          expect(focalX * width).toBeGreaterThanOrEqual(box.left - 1)
          expect(focalX * width).toBeLessThanOrEqual(box.left + box.width + 1)
          expect(focalY * height).toBeGreaterThanOrEqual(box.top - 1)
          expect(focalY * height).toBeLessThanOrEqual(box.top + box.height + 1)
        },
      ),
    )
  })

  it('centres the crop on the focal point when the edges allow', () => {
    expect(cropAround(4000, 3000, 16 / 9, 0.5, 0.6)).toEqual({
      left: 0,
      top: 675,
      width: 4000,
      height: 2250,
    })
    // As low as the picture goes: the bottom edge.
    expect(cropAround(4000, 3000, 16 / 9, 0.5, 0.8)).toEqual({
      left: 0,
      top: 750,
      width: 4000,
      height: 2250,
    })
    expect(cropAround(4000, 3000, 1, 0.1, 0.5)).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 3000,
    })
    expect(cropAround(4000, 3000, 1, 0.6, 0.5)).toEqual({
      left: 900,
      top: 0,
      width: 3000,
      height: 3000,
    })
  })
})

describe('widthsFor', () => {
  it('never makes a width larger than the crop, and at least one', () => {
    expect(widthsFor(4000, [480, 960, 1600])).toEqual([480, 960, 1600])
    expect(widthsFor(1200, [480, 960, 1600])).toEqual([480, 960])
    expect(widthsFor(300, [480, 960, 1600])).toEqual([300])
  })
})

describe('photoCrops', () => {
  it('gives each aspect the widths of PHOTO_ASPECT_WIDTHS that fit its crop, whatever the focal point', () => {
    const widths = (width: number, height: number, focal = 0.5) =>
      Object.fromEntries(
        photoCrops(width, height, focal, focal).map((crop) => [crop.aspect, crop.widths]),
      )
    expect(widths(4000, 3000)).toEqual({
      '16x9': [480, 720, 960, 1600],
      '3x2': [480, 720, 960, 1600],
      '8x9': [480, 720, 960, 1600],
      // Home's hero on a phone: one file, drawn at a pixel per CSS pixel.
      '2x3': [480],
    })
    // The 8:9 crop of an 800 × 600 picture is 533 px wide, its 2:3 crop 400 px; of a 600 × 400
    // one, 356 and 267 px.
    expect(widths(800, 600, 0.1)).toEqual({
      '16x9': [480, 720],
      '3x2': [480, 720],
      '8x9': [480],
      '2x3': [400],
    })
    expect(widths(600, 400, 0.9)).toEqual({
      '16x9': [480],
      '3x2': [480],
      '8x9': [356],
      '2x3': [267],
    })
  })
})

describe('detectFormat', () => {
  it('reads the format from the content', () => {
    expect(detectFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg')
    expect(detectFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png')
    expect(detectFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp')
    expect(detectFormat(Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1', 'latin1'))).toBe('avif')
    expect(
      detectFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1')),
    ).toBeUndefined()
    expect(detectFormat(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x">'))).toBe(
      'svg',
    )
    expect(detectFormat(Buffer.from('<html><svg>'))).toBeUndefined()
    expect(detectFormat(Buffer.from('GIF89a'))).toBeUndefined()
  })

  it('reads an SVG with a DOCTYPE as SVG, an entity-declaring one too (refused later, saying why)', () => {
    expect(detectFormat(Buffer.from(STANDARD_DOCTYPE_SVG))).toBe('svg')
    expect(detectFormat(Buffer.from(ENTITY_DOCTYPE_SVG))).toBe('svg')
    expect(detectFormat(Buffer.from('<!DOCTYPE html><html><svg>'))).toBeUndefined()
  })
})

/** What Illustrator and Inkscape once wrote: a declaration, a comment, the SVG 1.1 DOCTYPE. */
const STANDARD_DOCTYPE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#1f4e79"/></svg>`

/** Billion laughs, with an external entity beside it. */
const ENTITY_DOCTYPE_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY passwd SYSTEM "file:///etc/passwd">
]>
<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><text>&lol2;&passwd;</text></svg>`

/** The SVG without its namespace declarations, the only URLs a sanitised logo may hold. */
const withoutNamespaces = (svg: string) => svg.replace(/ xmlns(:\w+)?="[^"]*"/g, '')

describe('sanitizeSvg', () => {
  const wrap = (inner: string, rootAttributes = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`
  const clean = (source: string) => {
    const result = sanitizeSvg(source)
    if (!result.ok) throw new Error(result.reason)
    return result
  }

  it('keeps the drawing', () => {
    const source = wrap(
      '<g fill="#123"><path d="M0 0h10v10z"/><text x="1" y="8">A &amp; B</text></g>',
    )
    expect(clean(source)).toEqual({
      ok: true,
      svg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g fill="#123"><path d="M0 0h10v10z"></path>' +
        '<text x="1" y="8">A &amp; B</text></g></svg>',
      removed: [],
    })
  })

  it('removes scripts, with their content', () => {
    const result = clean(
      wrap(
        '<script>alert(1)</script><script xlink:href="https://x.example/a.js"/><rect width="1" height="1"/>',
      ),
    )
    expect(result.svg).not.toMatch(/script|alert|x\.example/)
    expect(result.svg).toContain('<rect width="1" height="1"></rect>')
    expect(result.removed).toEqual(['element <script>'])
  })

  it('removes event attributes', () => {
    const result = clean(
      wrap(
        '<rect width="1" height="1" onclick="steal()" OnMouseOver="x()"/>',
        ' onload="alert(1)"',
      ),
    )
    expect(result.svg).not.toMatch(/on(load|click|mouseover)|steal|alert/i)
    expect(result.removed).toEqual([
      'event attribute onload',
      'event attribute onclick',
      'event attribute OnMouseOver',
    ])
  })

  it('removes foreignObject and the HTML inside it', () => {
    const result = clean(
      wrap(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://x.example"/></foreignObject><circle r="2"/>',
      ),
    )
    expect(result.svg).not.toMatch(/foreignObject|iframe|x\.example/)
    expect(result.removed).toEqual(['element <foreignObject>'])
  })

  it('removes external references: images, links, uses, url() and style sheets', () => {
    const result = clean(
      wrap(
        '<image xlink:href="https://t.example/p.png"/>' +
          '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>' +
          '<use xlink:href="https://t.example/s.svg#a"/><use href="#local"/>' +
          '<rect fill="url(https://t.example/g)" stroke="url(#grad)" style="fill:url(\'http://t.example\')"/>' +
          '<style>@import url(https://t.example/a.css);</style>' +
          '<style>.a{fill:url(#grad)}</style>',
      ),
    )
    expect(result.svg).not.toMatch(/t\.example|javascript|@import/)
    expect(result.svg).toContain('<use href="#local"></use>')
    expect(result.svg).toContain('stroke="url(#grad)"')
    expect(result.svg).toContain('<style>.a{fill:url(#grad)}</style>')
    // The link goes; what it drew stays.
    expect(result.svg).toContain('<rect width="1" height="1"></rect>')
    expect(result.removed).toEqual([
      'element <image>',
      'link <a>',
      'external reference xlink:href="https://t.example/s.svg#a"',
      'external reference in fill',
      'external reference in style',
      'style sheet with @import',
    ])
  })

  it('drops a DOCTYPE and refuses entities and files that are not SVG', () => {
    const withEntity =
      '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg xmlns="http://www.w3.org/2000/svg">&lol;</svg>'
    expect(sanitizeSvg(withEntity).ok).toBe(false)
    expect(sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toMatchObject({ ok: false })
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toMatchObject({
      ok: false,
    })
    const doctype = clean(
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
    )
    expect(doctype.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(doctype.removed).toEqual(['DOCTYPE'])
  })

  it.each([
    [
      '@import spelled with an escape',
      '<style>@\\69mport "https://x/a.css"; .a{fill:red}</style>',
      'style sheet with @import',
    ],
    [
      'url() spelled u\\72l( in a style sheet',
      '<style>.a{fill:u\\72l(https://x/a.png)}</style>',
      'style sheet with unreadable CSS',
    ],
    [
      'url() spelled \\75rl( in a style sheet',
      '<style>.a{fill:\\75rl(https://x/a.png)}</style>',
      'style sheet with unreadable CSS',
    ],
    [
      'image-set() in a style sheet',
      '<style>.a{fill:image-set("https://x/a.png" 1x)}</style>',
      'style sheet with function image-set()',
    ],
    [
      '@font-face in a style sheet',
      '<style>@font-face{font-family:A;src:url(//x/a.woff2)}</style>',
      'style sheet with @font-face',
    ],
    [
      'url() in a style attribute',
      '<rect style="fill:url(https://x/a.png)"/>',
      'external reference in style',
    ],
    [
      'an escaped url() in a style attribute',
      '<rect style="fill:\\75rl(https://x/a.png)"/>',
      'unreadable CSS in style',
    ],
    [
      'image-set() in a style attribute',
      '<rect style="fill:image-set(\'https://x/a.png\' 1x)"/>',
      'function image-set() in style',
    ],
    [
      'url() in a fill attribute',
      '<rect fill="url(https://x/a.svg#g)"/>',
      'external reference in fill',
    ],
    [
      'an escaped url() in a mask attribute',
      '<rect mask="u\\72l(//x/a.svg#m)"/>',
      'unreadable CSS in mask',
    ],
    [
      'an external href on <use>',
      '<use href="https://x/s.svg#a"/>',
      'external reference href="https://x/s.svg#a"',
    ],
    [
      'an external xlink:href on <use>',
      '<use xlink:href="//x/s.svg#a"/>',
      'external reference xlink:href="//x/s.svg#a"',
    ],
    ['an <image>', '<image href="https://x/a.png"/>', 'element <image>'],
    ['a link', '<a href="https://x/"><rect width="1" height="1"/></a>', 'link <a>'],
    [
      'an external gradient template',
      '<linearGradient id="g" href="https://x/g.svg#g"/>',
      'external reference href="https://x/g.svg#g"',
    ],
  ])('drops %s, and says so', (_, inner, removal) => {
    const result = clean(wrap(inner))
    expect(withoutNamespaces(result.svg)).not.toMatch(/http|\/\/|x\/a/)
    expect(result.removed).toContain(removal)
  })

  it('keeps the references to its own elements, its CSS written again and escaped', () => {
    const result = clean(
      wrap(
        '<defs><linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient>' +
          '<path id="shape" d="M0 0h4v4z"/></defs>' +
          '<style>.a > .b{fill:url(#grad);font-family:"A&lt;B"}</style>' +
          '<rect class="a" fill="url(#grad)" style="stroke:url(\'#grad\');behavior:url(x.htc)"/>' +
          '<use href="#shape"/><use xlink:href="#shape"/>',
      ),
    )
    expect(result.svg).toContain('<style>.a&gt;.b{fill:url(#grad);font-family:"A&lt;B"}</style>')
    expect(result.svg).toContain('<rect class="a" fill="url(#grad)" style="stroke:url(#grad)">')
    expect(result.svg).toContain('<use href="#shape"></use><use xlink:href="#shape"></use>')
    expect(result.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink"/,
    )
    expect(result.removed).toEqual(['CSS property behavior in style'])
  })

  it('refuses a DOCTYPE that declares entities, or anything else of its own, saying why', () => {
    expect(sanitizeSvg(ENTITY_DOCTYPE_SVG)).toEqual({
      ok: false,
      reason:
        'its DOCTYPE declares entities, which the library refuses: an entity can expand to ' +
        'gigabytes or read a file of the server. Save the SVG without a DOCTYPE',
    })
    const withAttributeList =
      '<!DOCTYPE svg [<!ATTLIST svg fill CDATA "red">]><svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(sanitizeSvg(withAttributeList)).toEqual({
      ok: false,
      reason:
        'its DOCTYPE has declarations of its own (in [ ]), which the library refuses: ' +
        'a logo needs none. Save the SVG without a DOCTYPE',
    })
    // Brackets inside the DTD's quoted address are no declarations.
    const bracketInAddress =
      '<!DOCTYPE svg SYSTEM "https://x/[svg].dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(clean(bracketInAddress).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
  })
})

describe('prepareUpload of an SVG logo', () => {
  const upload = (source: string) =>
    prepareUpload({
      fileName: 'logo.svg',
      declaredType: 'image/svg+xml',
      bytes: Buffer.from(source),
      kind: 'logo',
    })

  it('takes an SVG with the standard DOCTYPE and stores it without the DOCTYPE', async () => {
    const stored = await upload(STANDARD_DOCTYPE_SVG)
    expect(stored).toMatchObject({ mime: 'image/svg+xml', width: 20, height: 10 })
    expect(stored.bytes.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">' +
        '<rect width="20" height="10" fill="#1f4e79"></rect></svg>',
    )
  })

  it('refuses an SVG whose DOCTYPE declares entities, saying why', async () => {
    await expect(upload(ENTITY_DOCTYPE_SVG)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(
        /^logo\.svg cannot be read as an SVG picture: its DOCTYPE declares entities, which the library refuses/,
      ),
    })
  })
})

describe('findMediaUses', () => {
  const ID = '0b9c6f3e-8f0e-4d55-9d55-2c1f3a7b9e01'
  const source = (
    uses: Record<string, { collection: string; id: number; label: string }[]>,
  ): MediaUseSource => ({
    usesOf: async (mediaId) => uses[mediaId] ?? [],
  })
  const services = source({
    [ID]: [{ collection: 'services', id: 1, label: 'the service Air Freight' }],
  })
  const slider = source({
    [ID]: [
      { collection: 'slider', id: 2, label: 'slide 2 of the home page' },
      { collection: 'slider', id: 3, label: 'slide 3 of the home page' },
      { collection: 'slider', id: 4, label: 'slide 4 of the home page' },
    ],
  })

  it('asks every source', async () => {
    expect(await findMediaUses([services, slider], ID)).toHaveLength(4)
    expect(await findMediaUses([services, slider], ID.replace('0b', '1b'))).toEqual([])
  })

  it('refuses a deletion naming where the picture is used', async () => {
    await expect(assertMediaUnused([services], ID)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'This picture is used by the service Air Freight: replace it there before deleting it',
    })
    await expect(assertMediaUnused([services, slider], ID)).rejects.toThrow(
      'This picture is used by the service Air Freight, slide 2 of the home page, slide 3 of the home page and 1 more: ',
    )
    await expect(
      assertMediaUnused([services, slider], ID.replace('0b', '1b')),
    ).resolves.toBeUndefined()
  })
})
