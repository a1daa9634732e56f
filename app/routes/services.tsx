import { pageMeta } from '#app/utils/page-meta.ts'

export const meta = () => pageMeta({ title: 'services', description: 'services', path: '/services' })

export default function Page() {
  return <h1>services</h1>
}
