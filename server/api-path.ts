/** Whether a request URL (path and query) belongs to the JSON API rather than to the site. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/** Swagger UI and its OpenAPI document, under /api/docs. */
export function isDocsPath(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?')
}
