import { isIP } from 'node:net'
import { z } from './zod.ts'

/** An unset variable and one set to the empty string mean the same: not configured. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

/** A comma-separated list; blanks around the commas are ignored. */
function commaList<T extends z.ZodType<unknown, string>>(item: T, message: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item, { error: message }))
}

/** proxy-addr's names for ranges, which Fastify's trustProxy also takes. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length, as Fastify's trustProxy takes. */
function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies may name the client in X-Forwarded-For: unset (none), a hop count (the number
 * of proxies in front, e.g. 1 for one nginx), or the proxies' addresses and CIDR ranges.
 * `true` would trust every hop, so a client could choose its own address; it is refused.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? ''
    if (text === '' || text === 'false' || text === '0') return false
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop, so any client could choose its own ' +
          'address and dodge the rate limits; set the number of proxies in front of the server ' +
          '(e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      })
      return z.NEVER
    }
    if (/^\d+$/.test(text)) return Number(text)
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    const bad = entries.find((entry) => !isAddressOrCidr(entry))
    if (bad !== undefined || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a number of proxies (e.g. 1) or comma-separated proxy addresses or CIDR ' +
          'ranges (e.g. 10.0.0.5,10.0.1.0/24, or loopback)',
      })
      return z.NEVER
    }
    return entries
  })

function milliseconds(defaultValue: number, min: number) {
  return z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min}`)
    .default(defaultValue)
}

const EmailAddressSchema = z.email({ error: 'must be an email address' })

/** An origin as browsers send it: scheme, host and port, no path. */
const OriginSchema = z
  .url({ protocol: /^https?$/, error: 'must be origins such as https://www.example.com' })
  .refine((value) => new URL(value).origin === value.replace(/\/+$/, ''), {
    error: 'must be origins such as https://www.example.com, without a path',
  })
  .transform((value) => new URL(value).origin)

/** A request count for a rate limit; 0 is not allowed, a huge number effectively disables it. */
function limit(defaultValue: number) {
  return z.coerce
    .number({ error: 'must be a whole number of requests' })
    .int('must be a whole number of requests')
    .min(1, 'must be at least 1')
    .default(defaultValue)
}

/** A duration in whole seconds, at least one. */
function seconds(defaultValue: number) {
  return z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .default(defaultValue)
}

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** A duration such as `30m`, `6h` or `1d` (s, m, h, d), in milliseconds. */
const DurationSchema = z
  .string()
  .trim()
  .regex(
    /^[1-9]\d*[smhd]$/,
    'must be a whole number and a unit, such as 30m, 6h or 1d (s, m, h, d)',
  )
  .transform(
    (text) =>
      Number(text.slice(0, -1)) *
      DURATION_UNITS_MS[text.slice(-1) as keyof typeof DURATION_UNITS_MS],
  )
  .refine((ms) => ms <= 366 * DURATION_UNITS_MS.d, 'must be at most a year (366d)')

/**
 * Every environment variable the project reads. The server parses it once at
 * start-up and the build parses it once in vite.config.ts; nothing else reads
 * process.env.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json` (one object a line, for journald and log collectors) or `pretty` (readable lines).
   * Unset: pretty when standard output is a terminal, JSON otherwise.
   */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
  /**
   * Port of the Prometheus metrics endpoint (GET /metrics), always bound to 127.0.0.1. Unset: no
   * metrics endpoint. 0 picks a free port (the tests do this).
   */
  METRICS_PORT: optional(
    z.coerce
      .number({ error: 'must be a port number (0 to 65535)' })
      .int('must be a port number (0 to 65535)')
      .min(0, 'must be a port number (0 to 65535)')
      .max(65535, 'must be a port number (0 to 65535)'),
  ),
  TRUST_PROXY: TrustProxySchema,

  /** smtp://user:pass@host:587 or smtps://…:465. Unset: notifications wait in the outbox. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: EmailAddressSchema.default('website@example.com'),
  /**
   * Staff addresses that receive notifications of contact messages and applications. Unset: the
   * company's email, as published in the workspace.
   */
  MAIL_TO: optional(
    commaList(EmailAddressSchema, 'must be comma-separated email addresses').refine(
      (list) => list.length > 0,
      'must name at least one email address',
    ),
  ),
  /** First retry delay of a failed email; each further failure doubles it. */
  OUTBOX_RETRY_BASE_MS: milliseconds(5_000, 10),
  /** The longest delay between two attempts at one email. */
  OUTBOX_RETRY_MAX_MS: milliseconds(60 * 60 * 1000, 10),
  /**
   * How long a claimed email belongs to the server sending it. The sender renews it every third
   * of this while the send lasts; a server that dies stops renewing, and another takes the email
   * over once the lease has run out (plus at most the worker's 5-second poll).
   */
  OUTBOX_LEASE_MS: milliseconds(30_000, 1_000),
  /**
   * `1` lets staff add webhooks at http://localhost or http://127.0.0.1 (a test's receiver).
   * Unset, a webhook must be https:// on a public address, checked again at each delivery.
   */
  WEBHOOKS_ALLOW_LOCALHOST: z
    .enum(['0', '1'], { error: 'must be 0 or 1' })
    .default('0')
    .transform((value) => value === '1'),
  /**
   * How long a media library picture's derivative job belongs to the server making it, renewed
   * while it runs: a server killed mid-job leaves it to another server once this has passed.
   */
  MEDIA_JOB_LEASE_MS: milliseconds(60_000, 1_000),

  /** Extra origins allowed to call the API from a browser; SITE_URL's origin always is. */
  CORS_ORIGINS: commaList(OriginSchema, 'must be comma-separated origins').default([]),
  /** Per client IP: contact messages per 10 minutes. */
  RATE_LIMIT_CONTACT: limit(5),
  /** Per client IP: quote requests per 10 minutes. */
  RATE_LIMIT_QUOTE: limit(5),
  /** Per client IP: job applications per hour. */
  RATE_LIMIT_APPLICATIONS: limit(3),
  /** Per client IP: shipment lookups (by reference or carrier number) per 10 minutes. */
  RATE_LIMIT_TRACK: limit(30),
  /** Per client IP: subscriptions to shipment updates per 10 minutes. */
  RATE_LIMIT_TRACK_SUBSCRIBE: limit(5),
  /** Per client IP: requests per minute to any other /api route, staff calls aside. */
  RATE_LIMIT_API: limit(600),
  /**
   * Per staff account: requests per minute to /api/staff/ by a signed-in staff member, counted
   * apart from their address's budget (RATE_LIMIT_API), so that an office sharing one address
   * is not locked out by its visitors or a scan. A workspace tab refreshes its lists every 15
   * seconds, a handful of calls each time: 300 leaves room for many tabs and quick work.
   */
  RATE_LIMIT_STAFF: limit(300),

  /**
   * How often a server checks whether another server sharing the database changed the site
   * content (and carries out due scheduled publications): a publish shows everywhere within
   * this, and the issue promises 30 seconds.
   */
  CONTENT_CHECK_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(30, 'must be at most 30: other servers show a publish within 30 seconds')
    .default(5),

  /** Staff sessions end after this long without a request (8 hours). */
  STAFF_SESSION_IDLE_SECONDS: seconds(8 * 60 * 60),
  /** Staff sessions end this long after sign-in, however busy (7 days). */
  STAFF_SESSION_MAX_SECONDS: seconds(7 * 24 * 60 * 60),
  /** Failed staff sign-ins counted per account and per client IP over this window. */
  STAFF_SIGNIN_WINDOW_SECONDS: seconds(15 * 60),
  /** Failures per account (email named) within the window before sign-in answers 429. */
  STAFF_SIGNIN_MAX_FAILURES: limit(5),
  /** Failures per client IP within the window before sign-in answers 429. */
  STAFF_SIGNIN_MAX_FAILURES_IP: limit(20),

  /** Customers' sign-in links (and invitations) counted per address and per client IP over this window. */
  ACCOUNT_LINK_WINDOW_SECONDS: seconds(15 * 60),
  /** Sign-in links and invitations sent to one address within the window before 429. */
  ACCOUNT_LINKS_PER_ADDRESS: limit(3),
  /** Sign-in link requests from one client IP within the window before 429. */
  ACCOUNT_LINKS_PER_IP: limit(20),

  /** The folder the server writes its scheduled backups into (made 0700 if missing). */
  BACKUP_DIR: optional(z.string()),
  /**
   * How often the server takes a backup by itself: once in each period, counted from
   * 1970-01-01 00:00 UTC (so `1d` is each UTC day), by one of the servers sharing a database.
   */
  BACKUP_EVERY: optional(DurationSchema),
  /** How many scheduled backups BACKUP_DIR keeps; older ones are deleted. */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups' })
    .int('must be a whole number of backups')
    .min(1, 'must be at least 1')
    .default(7),
})

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.BACKUP_EVERY !== undefined && env.BACKUP_DIR === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['BACKUP_DIR'],
      message: 'must be set when BACKUP_EVERY is: the folder for the scheduled backups',
    })
  }
  if (env.BACKUP_DIR !== undefined && env.BACKUP_EVERY === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['BACKUP_EVERY'],
      message: 'must be set when BACKUP_DIR is: how often to take a backup, such as 1d or 6h',
    })
  }
})

export type Env = z.infer<typeof EnvSchema>

/** Parses the environment or throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = CheckedEnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n')
  throw new Error(`Invalid environment:\n${problems}`)
}
