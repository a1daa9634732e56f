import { PageHeader } from '#app/components/page-header.tsx'
import { TrackLookup } from '#app/components/tracking/track-lookup.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { COMPANY } from '#content/company.ts'
import type { Route } from './+types/track'
import './track.css'

const DESCRIPTION = `Track a ${COMPANY.name} shipment by its DBL- reference, or check a container or air waybill number and find its carrier’s tracking page.`

export const meta = ({ params }: Route.MetaArgs) => {
  const meta = pageMeta({
    title: 'Track a Shipment',
    description: DESCRIPTION,
    path: '/track',
    breadcrumb: [{ name: 'Track a shipment', path: '/track' }],
  })
  // A shared link (/track/<reference>) is somebody's shipment: never indexed.
  return params.reference ? [...meta, { name: 'robots', content: 'noindex' }] : meta
}

export default function Track() {
  return (
    <>
      <PageHeader
        title="Track a shipment"
        breadcrumb="Track a shipment"
        lead="Enter the reference from your booking confirmation to see where your cargo is, or a container or air waybill number to check it and find its carrier."
      />
      <section className="section section--tinted" aria-label="Shipment tracking">
        <div className="container tracking">
          <TrackLookup />
        </div>
      </section>
    </>
  )
}
