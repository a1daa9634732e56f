// Every page in both languages at 1280 px: no console or page errors, no failed request, nothing
// from another host; each public page's own styles and no others (tests/e2e/support/console-sweep.ts).
import { DESKTOP } from './support/browser.ts'
import { sweepEveryPage } from './support/console-sweep.ts'

sweepEveryPage({ viewport: DESKTOP, checkLayout: false, checkStyles: true })
