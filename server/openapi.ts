import type { Env } from '#schemas/env.ts'
import { isStaffApiPath } from '#server/api-path.ts'
import { customerCookieSettings } from '#server/account/auth.ts'
import { cookieSettings } from '#server/staff/auth.ts'
import {
  WEBHOOKS_TAG,
  webhookComponentSchemas,
  webhooksSection,
} from '#server/portal/notifications/openapi.ts'

/** The name of the staff session cookie's security scheme in the OpenAPI document. */
export const STAFF_SESSION_SCHEME = 'staffSession'

/** For the schema of a route behind requireStaff: it takes the staff session cookie. */
export const STAFF_SECURITY = [{ [STAFF_SESSION_SCHEME]: [] }]

/** The name of the customer session cookie's security scheme in the OpenAPI document. */
export const CUSTOMER_SESSION_SCHEME = 'customerSession'

/** For the schema of a route behind the customer session check (/api/account/). */
export const CUSTOMER_SECURITY = [{ [CUSTOMER_SESSION_SCHEME]: [] }]

/** Every tag a route uses, in the order Swagger UI lists them, with what it groups. */
const TAGS = [
  { name: 'Home', description: 'The home page: slider, about-us block, settings, overview' },
  { name: 'Company', description: 'Clients, initiatives, reviews and the management team' },
  { name: 'Services', description: "The eight services and each one's portfolio" },
  { name: 'Working areas', description: "Trade lanes and regions, and each one's portfolio" },
  { name: 'Categories', description: 'Industry categories shared by the records' },
  { name: 'Case studies', description: 'Case studies, by category and by search' },
  { name: 'Projects', description: 'Completed projects, with sorting and filtering options' },
  { name: 'Gallery', description: 'Photographs and their categories' },
  { name: 'Careers', description: 'Job positions, from the database' },
  { name: 'Forms', description: 'Contact messages, job applications and quote requests' },
  { name: 'Tracking', description: 'Shipment tracking, carrier numbers and update emails' },
  {
    name: 'Customer accounts',
    description: 'Customers sign in by emailed link, invite colleagues',
  },
  { name: 'Site', description: 'Files for search engines' },
  { name: 'Operations', description: 'For load balancers and monitoring' },
  { name: 'Staff', description: 'The signed-in staff member, account set-up and the audit log' },
  { name: 'Staff accounts', description: 'Admins invite, change, disable and reset accounts' },
  { name: 'Staff inbox', description: 'Contact messages, quote requests and job applications' },
  { name: 'Staff shipments', description: 'Shipments and their milestones (sales and admin)' },
  { name: 'Staff positions', description: 'Job positions on the careers pages (hr and admin)' },
  { name: 'Staff customers', description: 'Customer companies, their people and account requests' },
  { name: 'Staff media', description: 'The media library: photos and logos for the site' },
  {
    name: 'Staff pricing',
    description: 'What the instant estimate priced and did not (pricing and admin)',
  },
  WEBHOOKS_TAG,
]

/**
 * The document-level part of the OpenAPI document; @fastify/swagger adds the routes. Calls are
 * public unless a route says otherwise (`security: STAFF_SECURITY`).
 */
export function openApiDefinition(env: Pick<Env, 'SITE_URL'>) {
  const cookie = `${cookieSettings(env).prefix}.session_token`
  return {
    openapi: '3.1.0',
    info: {
      // The served document names the company as published (plugins/swagger.ts); this title is
      // for the document built without a database (npm run openapi, its committed types).
      title: 'Website API',
      description:
        'Company content for the website and its clients, the contact, quote and job ' +
        'application forms, shipment tracking, and the staff workspace. See docs/api.md.',
      version: '1.0.0',
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    // The API is served from the same origin as this document, wherever that is deployed.
    servers: [{ url: '/', description: 'The origin this document was served from' }],
    tags: TAGS,
    security: [],
    webhooks: webhooksSection(),
    components: {
      schemas: webhookComponentSchemas(),
      securitySchemes: {
        [STAFF_SESSION_SCHEME]: {
          type: 'apiKey' as const,
          in: 'cookie',
          name: cookie,
          description:
            'The session cookie set by signing in to the staff workspace (/staff/sign-in). ' +
            'Calls that change anything must also come from the site: their Origin header ' +
            'must be SITE_URL or one of CORS_ORIGINS, or they are refused with 403.',
        },
        [CUSTOMER_SESSION_SCHEME]: {
          type: 'apiKey' as const,
          in: 'cookie',
          name: `${customerCookieSettings(env).prefix}.session_token`,
          description:
            "The session cookie set by a customer's emailed sign-in link (/account). The " +
            "workspace's calls refuse it, as these calls refuse the staff's cookie.",
        },
      },
    },
  }
}

/**
 * Whether a route is one of the API's operations, and so in the OpenAPI document: it names its
 * operation (an operationId, which every documented call has: the typed client's name for it).
 * A page's route names none: a form posted without JavaScript, an address opened in a browser,
 * whoever registers it and whenever (a plugin registered after the document's is covered too).
 */
export function isApiOperation(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    'operationId' in schema &&
    typeof schema.operationId === 'string' &&
    schema.operationId !== ''
  )
}

/**
 * @fastify/swagger's `transform`, applied to every route as the document is built: the API's
 * operations go through `transform` (the zod schemas to JSON Schema); any other route is hidden.
 */
export function apiOperationsOnly<Input extends { schema?: unknown; url: string }, Output>(
  transform: (input: Input) => Output,
): (input: Input) => Output | { schema: { hide: true }; url: string } {
  return (input) =>
    isApiOperation(input.schema) ? transform(input) : { schema: { hide: true }, url: input.url }
}

interface OpenApiDocument {
  paths?: Record<string, unknown>
  webhooks?: Record<string, unknown>
  tags?: { name: string }[]
  components?: object
}

/** The tags of the operations of a path item (its other fields are not operations). */
function operationTags(pathItem: unknown): unknown[] {
  if (typeof pathItem !== 'object' || pathItem === null) return []
  return Object.values(pathItem).flatMap((operation: unknown) =>
    typeof operation === 'object' && operation !== null && 'tags' in operation
      ? [operation.tags].flat()
      : [],
  )
}

/** The document titled with the company's published name, when there is one. */
export function titledDocument<Document extends { info?: object }>(
  document: Document,
  companyName: string | undefined,
): Document {
  return companyName
    ? { ...document, info: { ...document.info, title: `${companyName} API` } }
    : document
}

/** The document without the staff calls, their tags and their security scheme: for visitors. */
export function publicDocument<Document extends OpenApiDocument>(full: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => !isStaffApiPath(path)),
  )
  // The webhooks' payload is for the customers' developers too.
  const operations = [...Object.values(paths), ...Object.values(full.webhooks ?? {})]
  const usedTags = new Set(operations.flatMap(operationTags))
  // The staff's scheme goes with the staff calls; the customers' stays with /api/account/.
  const components: Record<string, unknown> = { ...full.components }
  const schemes = (components.securitySchemes ?? {}) as Record<string, unknown>
  components.securitySchemes = { [CUSTOMER_SESSION_SCHEME]: schemes[CUSTOMER_SESSION_SCHEME] }
  return {
    ...full,
    paths,
    tags: full.tags?.filter((tag) => usedTags.has(tag.name)),
    components,
  }
}
