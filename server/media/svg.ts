import { SaxesParser, type SaxesTagNS } from 'saxes'
import {
  cleanDeclarations,
  cleanPresentationValue,
  cleanStyleSheet,
  PRESENTATION_PROPERTIES,
  type CssRemoval,
} from './svg-css.ts'

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

/**
 * Attributes kept as they are: geometry, units, filter parameters, text layout, identity and
 * accessibility. None of them is read as CSS or as a link, so none can load anything. The
 * presentation attributes (fill, stroke, clip-path…) are kept too, read as CSS (svg-css.ts);
 * href and xlink:href only when they point to an element of the same SVG.
 */
const PLAIN_ATTRIBUTES = new Set([
  'id',
  'class',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'dx',
  'dy',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'edgeMode',
  'rotate',
  'textLength',
  'lengthAdjust',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
])

export type SanitisedSvg =
  { ok: true; svg: string; removed: string[] } | { ok: false; reason: string }

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

/** What was taken out of an attribute's CSS, in words: "external reference in fill". */
function inAttribute(name: string, removal: CssRemoval): string {
  switch (removal.kind) {
    case 'external reference':
      return `external reference in ${name}`
    case 'at-rule':
      return `@${removal.name} in ${name}`
    case 'property':
      return `CSS property ${removal.name} in ${name}`
    case 'function':
      return `function ${removal.name}() in ${name}`
    case 'unreadable':
      return `unreadable CSS in ${name}`
  }
}

/** What was taken out of a <style> element's sheet, in words: "style sheet with @import". */
function inStyleSheet(removal: CssRemoval): string {
  switch (removal.kind) {
    case 'external reference':
      return 'style sheet with an external reference'
    case 'at-rule':
      return `style sheet with @${removal.name}`
    case 'property':
      return `style sheet with CSS property ${removal.name}`
    case 'function':
      return `style sheet with function ${removal.name}()`
    case 'unreadable':
      return 'style sheet with unreadable CSS'
  }
}

/**
 * Why a DOCTYPE is refused, or undefined when it only names a DTD (`<!DOCTYPE svg PUBLIC …>`,
 * which is never loaded). Declarations of its own (the internal subset, in [ ]) are refused:
 * entities can expand to gigabytes (billion laughs) or read a file of the server (external
 * entities), and a logo needs none.
 */
function doctypeProblem(doctype: string): string | undefined {
  const outsideLiterals = doctype.replace(/"[^"]*"|'[^']*'/g, '""')
  const subsetStart = outsideLiterals.indexOf('[')
  if (subsetStart === -1) return undefined
  if (/<!ENTITY/i.test(outsideLiterals.slice(subsetStart))) {
    return (
      'its DOCTYPE declares entities, which the library refuses: an entity can expand to ' +
      'gigabytes or read a file of the server. Save the SVG without a DOCTYPE'
    )
  }
  return (
    'its DOCTYPE has declarations of its own (in [ ]), which the library refuses: ' +
    'a logo needs none. Save the SVG without a DOCTYPE'
  )
}

/**
 * The attributes of a kept element, written out (` name="value"`…), and what was removed:
 * event handlers (onload…), links other than to an element of the same SVG, CSS that loads
 * anything or that the CSS parser cannot read, and every attribute not in the allow-lists.
 */
function writeAttributes(
  tag: SaxesTagNS,
  removed: string[],
): { attributes: string; usesXlink: boolean } {
  let attributes = ''
  let usesXlink = false
  const keep = (name: string, value: string) => {
    attributes += ` ${name}="${escapeAttribute(value)}"`
  }
  for (const attribute of Object.values(tag.attributes)) {
    const { local, uri, value, name } = attribute
    if (attribute.prefix === 'xmlns' || name === 'xmlns') continue
    if (/^on/i.test(local)) {
      removed.push(`event attribute ${name}`)
    } else if (uri === XLINK_NS || (uri === '' && local === 'href')) {
      if (local !== 'href') removed.push(`attribute ${name}`)
      else if (!value.trim().startsWith('#')) {
        removed.push(`external reference ${name}="${value}"`)
      } else {
        usesXlink ||= uri === XLINK_NS
        keep(uri === XLINK_NS ? 'xlink:href' : 'href', value)
      }
    } else if (uri === XML_NS) {
      if (local === 'space') keep('xml:space', value)
      else removed.push(`attribute ${name}`)
    } else if (uri !== '') {
      removed.push(`attribute ${name}`)
    } else if (local === 'style') {
      const style = cleanDeclarations(value, (removal) => removed.push(inAttribute(name, removal)))
      if (style !== '') keep(name, style)
    } else if (PRESENTATION_PROPERTIES.has(local)) {
      const clean = cleanPresentationValue(value, (removal) =>
        removed.push(inAttribute(name, removal)),
      )
      if (clean !== undefined) keep(name, clean)
    } else if (PLAIN_ATTRIBUTES.has(local)) {
      keep(name, value)
    } else {
      removed.push(`attribute ${name}`)
    }
  }
  return { attributes, usesXlink }
}

/** An open element: written (needs its closing tag), a <style> gathering its sheet, or not. */
type OpenElement =
  | { kind: 'written'; local: string }
  | { kind: 'style'; attributes: string; css: string }
  | { kind: 'left out' }

/**
 * Rewrites an SVG with only what draws a logo: a strict XML parse (a file that is not
 * well-formed is refused), then a fresh document of the allowed elements and attributes, its CSS
 * parsed and written again (svg-css.ts), so nothing the parsers saw and this code did not choose
 * reaches the output, and no URL but #id: no file, site or data: URL is loaded when it is shown.
 * A DOCTYPE that only names a DTD is dropped; one declaring entities is refused. Comments and
 * processing instructions are not kept. `removed` lists what was taken out, so the person who
 * uploaded the logo is told.
 */
export function sanitizeSvg(source: string): SanitisedSvg {
  const parser = new SaxesParser({ xmlns: true })
  const removed: string[] = []
  const output: string[] = []
  let usesXlink = false
  /** Depth inside an element being dropped with its content; 0 when keeping. */
  let droppedDepth = 0
  const open: OpenElement[] = []
  let rootSeen = false
  let failure: string | undefined

  parser.on('doctype', (doctype) => {
    const problem = doctypeProblem(doctype)
    if (problem) failure ??= problem
    else removed.push('DOCTYPE')
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!rootSeen) {
      rootSeen = true
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) {
        failure ??= 'its root element is not <svg> in the SVG namespace'
      }
    }
    if (droppedDepth > 0) {
      droppedDepth++
      open.push({ kind: 'left out' })
      return
    }
    // A style sheet is text: an element inside one goes with its content.
    const insideStyle = open.at(-1)?.kind === 'style'
    if (!insideStyle && tag.uri === SVG_NS && UNWRAPPED_ELEMENTS.has(tag.local)) {
      removed.push(`link <${tag.name}>`)
      open.push({ kind: 'left out' })
      return
    }
    if (insideStyle || tag.uri !== SVG_NS || !DRAWING_ELEMENTS.has(tag.local)) {
      removed.push(`element <${tag.name}>`)
      droppedDepth = 1
      open.push({ kind: 'left out' })
      return
    }
    const written = writeAttributes(tag, removed)
    usesXlink ||= written.usesXlink
    let { attributes } = written
    if (output.length === 0) attributes = ` xmlns="${SVG_NS}"${attributes}`
    if (tag.local === 'style') {
      open.push({ kind: 'style', attributes, css: '' })
      return
    }
    output.push(`<${tag.local}${attributes}>`)
    open.push({ kind: 'written', local: tag.local })
  })
  const onText = (text: string) => {
    const element = open.at(-1)
    if (droppedDepth > 0 || !element) return
    if (element.kind === 'style') element.css += text
    else output.push(escapeText(text))
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', () => {
    const element = open.pop()
    if (droppedDepth > 0) {
      droppedDepth--
      return
    }
    if (element?.kind === 'written') output.push(`</${element.local}>`)
    if (element?.kind === 'style') {
      const css = cleanStyleSheet(element.css, (removal) => removed.push(inStyleSheet(removal)))
      if (css !== '') output.push(`<style${element.attributes}>${escapeText(css)}</style>`)
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
  const rootNamespace = `xmlns="${SVG_NS}"`
  const svg = output.join('')
  return {
    ok: true,
    // The root's declaration comes first in the output.
    svg: usesXlink ? svg.replace(rootNamespace, `${rootNamespace} xmlns:xlink="${XLINK_NS}"`) : svg,
    removed: [...new Set(removed)],
  }
}
