import { z } from 'zod'
import { plainWordsError } from './field-messages.ts'

// The site's Content-Security-Policy forbids eval. Left alone, zod probes for it with
// `new Function` before compiling fast paths, and the browser logs a CSP violation.
// Every schema's messages are for people: see schemas/field-messages.ts.
z.config({ jitless: true, customError: plainWordsError })

export { z }
