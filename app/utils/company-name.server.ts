import type { RouterContextProvider } from 'react-router'
import { pageHost } from './page-host.ts'

/**
 * The company's name as published, for the workspace's titles and header: read from the company
 * record like every public page's, so a name changed in the workspace is the name shown there too.
 */
export async function publishedCompanyName(
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const records = await pageHost(context).content('en')
  return records.company?.name ?? ''
}
