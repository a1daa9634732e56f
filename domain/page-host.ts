/**
 * What the server gives the pages it renders, through React Router's load context (see
 * docs/decisions/0004-server-rendered-form-answers.md). Types only: the app declares what it
 * needs, the server provides it, and neither imports the other.
 */

import type { Language } from '#schemas/content/localized.ts'
import type { PublishedCollections, PublicRecords } from '#schemas/content/public-records.ts'
import type { PageMedia } from '#schemas/media.ts'

/** An answer of our JSON API: its status, its `{ code, message, errors?, data? }` body, and the Retry-After header when it has one. */
export interface ApiAnswer {
  status: number
  body: unknown
  retryAfter?: string | undefined
}

/** What the published content's pictures are made of, for pages to build responsive images. */
export interface PublishedPictures {
  /** Every collection's published items, in their order: their image references are in `data`. */
  collections: PublishedCollections
  /** The media library pictures those items show, by id, each with every file made of it. */
  media: ReadonlyMap<string, PageMedia>
}

export interface PageHost {
  /** The nonce this response's Content-Security-Policy allows inline scripts by. */
  nonce: string
  /**
   * The published site content in one language, as the content API serves it: this server's
   * copy, current within CONTENT_CHECK_SECONDS (docs/decisions/0011-content-in-the-database.md).
   */
  content(language: Language): Promise<PublicRecords>
  /**
   * A preview for signed-in staff with content rights: `content` then shows every draft as if it
   * were published (docs/decisions/0011-content-in-the-database.md, Preview). False for everyone
   * else, whatever the address says.
   */
  preview: boolean
  /** The published content's pictures, from the same copy as `content`. */
  pictures(): Promise<PublishedPictures>
  /**
   * Reads one of our API routes in-process (GET), on behalf of this request's visitor, in the
   * page's `language` (sent as Content-Language): the route's limits count it as the visitor's.
   */
  getJson(path: string, language?: Language): Promise<ApiAnswer>
  /**
   * Posts a JSON body to one of our API routes in-process, on behalf of this request's visitor,
   * who filled the form in `language` (sent as Content-Language).
   */
  postJson(path: string, body: unknown, language?: Language): Promise<ApiAnswer>
  /**
   * Forwards this request's own multipart body, unchanged, to one of our API routes, and returns
   * the answer with the text fields of the body (files are not kept).
   */
  forwardMultipart(
    path: string,
    language?: Language,
  ): Promise<{ answer: ApiAnswer; fields: Record<string, string> }>
  /** Set when the server refused the request before its body could be read (e.g. too large). */
  refusal?: { status: number; message: string } | undefined
}
