import type { Plugin } from 'vite'

const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/
const MARKER =
  /\b((?:Suspense|SuspenseyCommit|SuspenseAction|SelectiveHydration|HydrationMismatch)Exception = )Error\((formatProdErrorMessage\(\d+\))\)/g
const MARKERS = 5
/** Recognised in the built chunk by tests/unit/vite-plugins.test.ts. */
export const STACKLESS_HELPER = 'stacklessError'

/**
 * React DOM creates five Error objects as it loads: markers it throws to itself (to suspend, on a
 * hydration mismatch…) and recognises by identity. While DevTools are attached, as they are when
 * Lighthouse measures, V8 records where each Error was made, and for these that means parsing the
 * whole of React DOM again to find line numbers: 20 to 35 ms on a phone's main thread. The browser
 * build makes them plain objects with Error's prototype and the same message, made without a
 * stack. Should React change this code, or the build never hand React DOM to this plugin, the
 * build stops rather than ship without the change.
 */
export function reactDomStacklessMarkers(): Plugin {
  let rewritten = false
  return {
    name: 'react-dom-stackless-markers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      rewritten = false
    },
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id.split('?', 1)[0] ?? id)) return null
      let found = 0
      const changed = code.replace(MARKER, (_match, assignment: string, message: string) => {
        found += 1
        return `${assignment}${STACKLESS_HELPER}(${message})`
      })
      if (found !== MARKERS) {
        this.error(`expected ${MARKERS} marker errors in React DOM, found ${found}`)
      }
      rewritten = true
      const helper = `function ${STACKLESS_HELPER}(message) { var error = Object.create(Error.prototype); error.message = message; return error; }`
      return { code: `${changed}\n${helper}\n`, map: null }
    },
    buildEnd(error) {
      if (!error && !rewritten)
        this.error('React DOM was not built from react-dom-client.production.js')
    },
  }
}
