import { pageMeta } from '#app/utils/page-meta.ts'

export const meta = () => pageMeta({ title: 'home', description: 'home', path: '/home' })

export default function Page() {
  return <h1>home</h1>
}
