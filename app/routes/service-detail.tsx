import { pageMeta } from '#app/utils/page-meta.ts'
import type { Route } from './+types/service-detail'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({ title: 'Service', description: 'Service', path: `/service-detail/${params.id}` })

export default function Page({ params }: Route.ComponentProps) {
  return <h1>Details {params.id}</h1>
}
