import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'

/**
 * The elements a logo is drawn with. Anything else goes with everything inside it: script,
 * foreignObject (HTML inside the SVG), image (loads a file), animate and set (can rewrite an
 * href to javascript:), iframe, and whatever a later SVG version adds.
 */
const DRAWING_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'style',
])

/** A link: kept with its content, without the link itself (a logo on a page links nowhere). */
const UNWRAPPED_ELEMENTS = new Set(['a'])

/** Outside the page's own document: only a reference to an element of the same SVG (#id). */
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i
const SCRIPT_URL = /^\s*(javascript|data|vbscript):/i

export type SanitisedSvg =
  { ok: true; svg: string; removed: string[] } | { ok: false; reason: string }

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

/**
 * Keeps an attribute, or says why it goes: event handlers (onload…), links other than to an
 * element of the same SVG, url() references to anything outside it, and attributes of other
 * namespaces than SVG's, XLink's href and xml:space.
 */
function attributeProblem(attribute: SaxesAttributeNS): string | undefined {
  const { local, uri, value } = attribute
  if (/^on/i.test(local)) return `event attribute ${attribute.name}`
  if (uri === XLINK_NS || (uri === '' && local === 'href')) {
    if (local !== 'href') return `attribute ${attribute.name}`
    if (!value.trim().startsWith('#')) return `external reference ${attribute.name}="${value}"`
    return undefined
  }
  if (uri === XML_NS) return local === 'space' ? undefined : `attribute ${attribute.name}`
  if (uri !== '') return `attribute ${attribute.name}`
  if (EXTERNAL_URL.test(value)) return `external reference in ${attribute.name}`
  if (SCRIPT_URL.test(value)) return `script URL in ${attribute.name}`
  return undefined
}

/** A style sheet with an @import or a url() to anything outside the SVG is dropped whole. */
function styleProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return 'style sheet with @import'
  if (EXTERNAL_URL.test(css)) return 'style sheet with an external reference'
  if (/expression\s*\(|javascript:/i.test(css)) return 'style sheet with a script'
  return undefined
}

/**
 * Rewrites an SVG with only what draws a logo: a strict XML parse (a file that is not
 * well-formed is refused), then a fresh document of the allowed elements and attributes, so
 * nothing the parser saw and this code did not choose reaches the output. No DOCTYPE (and so no
 * entity, internal or external), comments or processing instructions are kept. `removed` lists
 * what was taken out, so the person who uploaded the logo is told.
 */
export function sanitizeSvg(source: string): SanitisedSvg {
  const parser = new SaxesParser({ xmlns: true })
  const removed: string[] = []
  let output = ''
  let usesXlink = false
  /** Depth inside an element being dropped with its content; 0 when keeping. */
  let droppedDepth = 0
  /** For each open element: whether it was written (and needs its closing tag). */
  const written: boolean[] = []
  let inStyle: { start: number } | undefined
  let rootSeen = false
  let failure: string | undefined

  parser.on('doctype', () => removed.push('DOCTYPE'))
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!rootSeen) {
      rootSeen = true
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) {
        failure = 'its root element is not <svg> in the SVG namespace'
      }
    }
    if (droppedDepth > 0) {
      droppedDepth++
      written.push(false)
      return
    }
    if (tag.uri === SVG_NS && UNWRAPPED_ELEMENTS.has(tag.local)) {
      removed.push(`link <${tag.name}>`)
      written.push(false)
      return
    }
    if (tag.uri !== SVG_NS || !DRAWING_ELEMENTS.has(tag.local)) {
      removed.push(`element <${tag.name}>`)
      droppedDepth = 1
      written.push(false)
      return
    }
    let attributes = ''
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue
      const problem = attributeProblem(attribute)
      if (problem) {
        removed.push(problem)
        continue
      }
      const name = attribute.uri === XLINK_NS ? 'xlink:href' : attribute.name
      if (attribute.uri === XLINK_NS) usesXlink = true
      attributes += ` ${name}="${escapeAttribute(attribute.value)}"`
    }
    if (output === '') attributes = ` xmlns="${SVG_NS}"__XLINK__${attributes}`
    if (tag.local === 'style') inStyle = { start: output.length }
    output += `<${tag.local}${attributes}>`
    written.push(true)
  })
  parser.on('text', (text) => {
    if (droppedDepth === 0 && rootSeen) output += escapeText(text)
  })
  parser.on('cdata', (text) => {
    if (droppedDepth === 0 && rootSeen) output += escapeText(text)
  })
  parser.on('closetag', (tag) => {
    const wasWritten = written.pop()
    if (droppedDepth > 0) {
      droppedDepth--
      return
    }
    if (!wasWritten) return
    output += `</${tag.local}>`
    if (tag.local === 'style' && inStyle) {
      const sheet = output.slice(inStyle.start)
      const css = sheet.replace(/^<style[^>]*>/, '').replace(/<\/style>$/, '')
      const problem = styleProblem(css)
      if (problem) {
        removed.push(problem)
        output = output.slice(0, inStyle.start)
      }
      inStyle = undefined
    }
  })
  parser.on('error', (error) => {
    failure ??= error.message.replace(/^[^:]*:\d+:\d+: /, '')
  })

  try {
    parser.write(source).close()
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error)
  }
  if (failure) return { ok: false, reason: failure }
  if (!rootSeen) return { ok: false, reason: 'it has no <svg> element' }
  const svg = output.replace('__XLINK__', usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : '')
  return { ok: true, svg, removed: [...new Set(removed)] }
}
