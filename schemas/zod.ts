import { z } from 'zod'

// The site's Content-Security-Policy forbids eval. Left alone, zod probes for it with
// `new Function` before compiling fast paths, and the browser logs a CSP violation.
z.config({ jitless: true })

export { z }
