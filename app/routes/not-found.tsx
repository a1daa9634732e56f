import { pageMeta } from '#app/utils/page-meta.ts'

export const meta = () => pageMeta({ title: 'not-found', description: 'not-found', path: '/not-found' })

export default function Page() {
  return <h1>not-found</h1>
}
