import { pageMeta } from '#app/utils/page-meta.ts'

export const meta = () => pageMeta({ title: 'about', description: 'about', path: '/about' })

export default function Page() {
  return <h1>about</h1>
}
