import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The CommonJS packages of the browser build, each imported by its entry points. */
const PACKAGES = /^(react|react-dom|scheduler)(\/[a-z-]+)?$/
/** A production file of one of them, as its entry point names it. */
const PRODUCTION_FILE = /[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][\w.-]+\.production\.js$/
/** How an entry point hands over to its production file (`require('./cjs/react.production.js')`). */
const ENTRY_HANDOVER =
  /if \(process\.env\.NODE_ENV === 'production'\) \{[^}]*?module\.exports = require\('(\.\/cjs\/[\w.-]+\.production\.js)'\);\s*\}/

/** Replacements at source positions, applied from the end so earlier positions stay valid. */
interface Edit {
  start: number
  end: number
  text: string
}

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node) {
  visit(node, parent)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) walk(child, visit, node)
    }
  }
}

const exportName = (name: string) => `__exports_${name}`

/**
 * Rewrites one of React's production CommonJS files as an ES module: `exports.name` becomes a
 * module variable exported as `name` (declared where the file assigns it once at the top level,
 * so that an unused one can be left out), `var x = require('y')` a namespace import. Throws on any
 * other use of `exports`, `module` or `require`: React's files have changed shape, and the build
 * would otherwise bundle them wrongly.
 */
export function commonJsAsModule(
  code: string,
  program: Node,
  file: string,
): { code: string; exports: string[] } {
  const fail = (node: Node, what: string): never => {
    throw new Error(
      `react-as-modules: ${path.basename(file)} ${what} at ${node.start}; React's CommonJS ` +
        'files have changed shape (vite/plugins/react-as-modules.ts)',
    )
  }
  const edits: Edit[] = []
  const imports: string[] = []
  const members: Node[] = []
  const assignments = new Map<string, number>()
  const requireDeclarations = new Set<Node>()

  for (const statement of program.body as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue
    const declarators = statement.declarations as Node[]
    const required = declarators.map((declarator) => {
      const init = declarator.init as Node | null
      const callee = init?.callee as Node | undefined
      const [source] = (init?.arguments ?? []) as Node[]
      const id = declarator.id as Node
      return init?.type === 'CallExpression' &&
        callee?.type === 'Identifier' &&
        callee.name === 'require' &&
        source?.type === 'Literal' &&
        typeof source.value === 'string' &&
        id.type === 'Identifier'
        ? `import * as ${String(id.name)} from ${JSON.stringify(source.value)};`
        : undefined
    })
    if (required.every((line) => line === undefined)) continue
    if (!required.every((line) => line !== undefined)) {
      fail(statement, 'mixes require() with other declarations')
    }
    imports.push(...(required as string[]))
    requireDeclarations.add(statement)
    edits.push({ start: statement.start, end: statement.end, text: '' })
  }

  walk(program, (node, parent) => {
    if (requireDeclarations.has(node)) return
    if (node.type === 'MemberExpression') {
      const object = node.object as Node
      const property = node.property as Node
      if (object.type !== 'Identifier' || object.name !== 'exports') return
      if (node.computed || property.type !== 'Identifier') fail(node, 'reads exports[…]')
      members.push(node)
      if (parent?.type === 'AssignmentExpression' && parent.left === node) {
        const name = String(property.name)
        assignments.set(name, (assignments.get(name) ?? 0) + 1)
      }
      return
    }
    if (node.type !== 'Identifier' || !['exports', 'module', 'require'].includes(String(node.name)))
      return
    const member = parent?.type === 'MemberExpression' && parent.object === node
    const inRequire = [...requireDeclarations].some(
      (declaration) => node.start >= declaration.start && node.end <= declaration.end,
    )
    if (!(node.name === 'exports' && member) && !inRequire) {
      fail(node, `uses ${String(node.name)} otherwise than React's files did`)
    }
  })

  const names = [...assignments.keys()].sort()
  if (names.length === 0) fail(program, 'exports nothing')
  // `exports.name = value;` once at the top level becomes `var __exports_name = value;`.
  const declared = new Set<string>()
  for (const statement of program.body as Node[]) {
    const expression = statement.expression as Node | undefined
    if (statement.type !== 'ExpressionStatement' || expression?.type !== 'AssignmentExpression')
      continue
    const left = expression.left as Node
    const name = String((left.property as Node | undefined)?.name)
    if (expression.operator !== '=' || !members.includes(left) || assignments.get(name) !== 1)
      continue
    declared.add(name)
    edits.push({ start: left.start, end: left.end, text: `var ${exportName(name)}` })
  }
  for (const member of members) {
    if (edits.some((edit) => edit.start === member.start)) continue
    edits.push({
      start: member.start,
      end: member.end,
      text: exportName(String((member.property as Node).name)),
    })
  }
  edits.sort((a, b) => b.start - a.start)
  let out = code
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  const undeclared = names.filter((name) => !declared.has(name)).map(exportName)
  const declarations = undeclared.length > 0 ? `var ${undeclared.join(', ')};\n` : ''
  const exportList = names.map((name) => `${exportName(name)} as ${name}`).join(', ')
  // For `import React from 'react'`, as the CommonJS module.exports object was.
  const defaultObject = names.map((name) => `${name}: ${exportName(name)}`).join(', ')
  return {
    code:
      `${imports.join('\n')}\n${declarations}${out}\nexport { ${exportList} };\n` +
      `export default { ${defaultObject} };\n`,
    exports: names,
  }
}

/**
 * React, React DOM and the scheduler as ES modules in the browser build. They ship only as
 * CommonJS, which Rolldown wraps: its interop helpers (`__commonJSMin`, `__toESM`) went to a chunk
 * of their own that every page loaded (Rolldown will not put them in a chunk the chunking plugin
 * names), and every module that used React called it through `(0, react.useState)(…)`. As modules,
 * the pages import React's functions by name, and what no page uses is left out. The entry points
 * are skipped, and with them React DOM's checkDCE(), which only tells React DevTools whether the
 * code was minified.
 */
export function reactAsModules(): Plugin {
  return {
    name: 'react-as-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!PACKAGES.test(source)) return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (!resolved || resolved.external) return resolved
        const entry = readFileSync(resolved.id, 'utf8')
        const handover = ENTRY_HANDOVER.exec(entry)?.[1]
        if (!handover) {
          return this.error(
            `react-as-modules: ${resolved.id} no longer hands over to a production file`,
          )
        }
        return path.resolve(path.dirname(resolved.id), handover)
      },
    },
    transform: {
      filter: { id: PRODUCTION_FILE },
      handler(code, id) {
        return { code: commonJsAsModule(code, this.parse(code) as unknown as Node, id).code }
      },
    },
  }
}
