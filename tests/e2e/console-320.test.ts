// Every page in both languages at 320 px: no console or page errors, no failed request, nothing
// from another host, and nothing scrolls sideways (tests/e2e/support/console-sweep.ts).
import { SMALL } from './quality/support.ts'
import { sweepEveryPage } from './support/console-sweep.ts'

sweepEveryPage({ viewport: SMALL, checkLayout: true, checkStyles: false })
