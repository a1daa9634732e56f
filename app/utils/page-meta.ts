import { COMPANY } from '#content/company.ts'
import type { MetaDescriptor } from 'react-router'

/** "<route title> | <company>", the document title of every page. */
export function documentTitle(routeTitle: string): string {
  return `${routeTitle} | ${COMPANY.name}`
}

export interface PageMetaInput {
  title: string
  description: string
  path: string
}

export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = `${import.meta.env.SITE_URL}${path}`
  return [
    { title: documentTitle(title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
  ]
}
