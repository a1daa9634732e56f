import {
  generate,
  ident,
  parse,
  walk,
  type Atrule,
  type Block,
  type CssNode,
  type Declaration,
  type DeclarationList,
  type Rule,
  type StyleSheet,
} from 'css-tree'

/**
 * The CSS of an SVG logo (its style sheets, style attributes and presentation attributes), read
 * with a real CSS parser and written again from what it parsed: only allowed properties, values
 * made of allowed parts, and url() to an element of the same SVG (#id). Whatever is spelled with
 * CSS escapes (`u\72l(`, `@\69mport`) is judged by what it means, not how it is written.
 */

/**
 * Properties that are also SVG presentation attributes: allowed in CSS and as attributes, whose
 * values are read as CSS (fill="url(…)" loads a file just as fill: url(…) does).
 */
export const PRESENTATION_PROPERTIES = new Set([
  'alignment-baseline',
  'baseline-shift',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'direction',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'image-rendering',
  'isolation',
  'letter-spacing',
  'lighting-color',
  'mask',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
])

/** Properties a logo's CSS may set besides the presentation attributes. */
const CSS_PROPERTIES = new Set([...PRESENTATION_PROPERTIES, 'font', 'transform', 'transform-box'])

/**
 * Functions a value may call: colours, arithmetic, transforms and filter effects. None of them
 * loads anything; url(), image-set(), image(), cross-fade(), element(), var() and every
 * function a later CSS adds are not here.
 */
const CSS_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skew',
  'skewx',
  'skewy',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'saturate',
  'sepia',
])

/** The parts a value is made of, besides functions and url(). */
const VALUE_PARTS = new Set([
  'Value',
  'Identifier',
  'Number',
  'Dimension',
  'Percentage',
  'Hash',
  'String',
  'Operator',
  'Parentheses',
  'WhiteSpace',
])

/** What was taken out of the CSS, for the message to the person who uploaded the logo. */
export type CssRemoval =
  | { kind: 'external reference' }
  | { kind: 'at-rule'; name: string }
  | { kind: 'property'; name: string }
  | { kind: 'function'; name: string }
  | { kind: 'unreadable' }

type Report = (removal: CssRemoval) => void

/** A name as CSS reads it: escapes decoded, in lower case (CSS names are case-insensitive). */
function cssName(name: string): string {
  return ident.decode(name).toLowerCase()
}

/**
 * Why a value cannot stay, or undefined: a url() to anything but #id, a function not allowed
 * (`u\72l(` is url()), or anything the parser could not read. Function names are rewritten
 * decoded, so what is written is what was checked.
 */
function valueProblem(value: CssNode): CssRemoval | undefined {
  let problem: CssRemoval | undefined
  walk(value, (node) => {
    if (problem) return
    if (node.type === 'Url') {
      if (!node.value.startsWith('#')) problem = { kind: 'external reference' }
    } else if (node.type === 'Function') {
      const name = cssName(node.name)
      if (name === 'url') problem = { kind: 'external reference' }
      else if (!CSS_FUNCTIONS.has(name)) problem = { kind: 'function', name }
      else node.name = name
    } else if (!VALUE_PARTS.has(node.type)) {
      problem = { kind: 'unreadable' }
    }
  })
  return problem
}

/** Keeps a declaration of an allowed property with an allowed value, under its decoded name. */
function keepDeclaration(node: CssNode, report: Report): boolean {
  if (node.type !== 'Declaration') {
    report({ kind: 'unreadable' })
    return false
  }
  const declaration: Declaration = node
  const property = cssName(declaration.property)
  if (!CSS_PROPERTIES.has(property)) {
    report({ kind: 'property', name: property })
    return false
  }
  const problem =
    declaration.value.type === 'Value' && declaration.value.children.isEmpty
      ? { kind: 'unreadable' as const }
      : valueProblem(declaration.value)
  if (problem) {
    report(problem)
    return false
  }
  declaration.property = property
  return true
}

function cleanBlock(block: Block, report: Report): void {
  block.children = block.children.filter((node) => keepDeclaration(node, report))
}

/** A selector or a media query: anything it could not read goes. Neither can load a file. */
function preludeReadable(prelude: CssNode): boolean {
  let readable = true
  walk(prelude, (node) => {
    if (node.type === 'Raw' || node.type === 'Url' || node.type === 'Function') readable = false
  })
  return readable
}

/**
 * Keeps a rule (selector and declarations) or an @media of such rules; every other at-rule
 * goes (@import, @font-face, @namespace…), as do comments.
 */
function keepRule(node: CssNode, report: Report): boolean {
  if (node.type === 'Comment' || node.type === 'CDO' || node.type === 'CDC') return false
  if (node.type === 'Atrule') {
    const atrule: Atrule = node
    const name = cssName(atrule.name)
    if (name !== 'media' || !atrule.block) {
      report({ kind: 'at-rule', name })
      return false
    }
    if (atrule.prelude && !preludeReadable(atrule.prelude)) {
      report({ kind: 'unreadable' })
      return false
    }
    atrule.name = name
    atrule.block.children = atrule.block.children.filter((child) => keepRule(child, report))
    return !atrule.block.children.isEmpty
  }
  if (node.type !== 'Rule') {
    report({ kind: 'unreadable' })
    return false
  }
  const rule: Rule = node
  if (!preludeReadable(rule.prelude)) {
    report({ kind: 'unreadable' })
    return false
  }
  cleanBlock(rule.block, report)
  return !rule.block.children.isEmpty
}

/** The parsed CSS, or undefined where the parser gives up (it mostly reads on past errors). */
function parsed(css: string, context: 'stylesheet' | 'declarationList' | 'value') {
  try {
    return parse(css, { context })
  } catch {
    return undefined
  }
}

/** A <style> element's sheet, rewritten; '' when nothing in it may stay. */
export function cleanStyleSheet(css: string, report: Report): string {
  const sheet = parsed(css, 'stylesheet') as StyleSheet | undefined
  if (!sheet) {
    report({ kind: 'unreadable' })
    return ''
  }
  sheet.children = sheet.children.filter((node) => keepRule(node, report))
  return generate(sheet)
}

/** A style attribute's declarations, rewritten; '' when none may stay. */
export function cleanDeclarations(style: string, report: Report): string {
  const list = parsed(style, 'declarationList') as DeclarationList | undefined
  if (!list) {
    report({ kind: 'unreadable' })
    return ''
  }
  list.children = list.children.filter((node) => keepDeclaration(node, report))
  return generate(list)
}

/** A presentation attribute's value, rewritten; undefined when it may not stay. */
export function cleanPresentationValue(value: string, report: Report): string | undefined {
  const tree = parsed(value, 'value')
  if (!tree) {
    report({ kind: 'unreadable' })
    return undefined
  }
  const problem = valueProblem(tree)
  if (problem) {
    report(problem)
    return undefined
  }
  return generate(tree)
}
