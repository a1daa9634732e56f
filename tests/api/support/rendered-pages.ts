import { expect } from 'vitest'

/** Every inline script of a rendered page carries the nonce its CSP allows, and no other runs. */
export function expectNonceCsp(response: Response, html: string) {
  const csp = response.headers.get('content-security-policy') ?? ''
  const nonce = /script-src 'self' 'nonce-([^']+)'(;|$)/.exec(csp)?.[1]
  expect(nonce, csp).toBeDefined()
  expect(csp).not.toContain('sha256-')
  expect(csp).toContain("form-action 'self'")
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=|application\/ld\+json/.test(attributes))
  expect(inline.length).toBeGreaterThan(0)
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000')
}

/** A page as the server renders it for a visitor: its status and its HTML. */
export async function fetchPage(
  baseUrl: string,
  path: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`)
  return { status: response.status, html: await response.text() }
}

/** The main content, without the header, banners and footer around it. */
export function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}
