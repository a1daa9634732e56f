import { pageMeta } from '#app/utils/page-meta.ts'

export const meta = () => pageMeta({ title: 'contact', description: 'contact', path: '/contact' })

export default function Page() {
  return <h1>contact</h1>
}
