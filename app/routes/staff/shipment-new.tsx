import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { Link, useNavigate } from 'react-router'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'New shipment | Staff' }]

export default function NewShipment() {
  const navigate = useNavigate()
  return (
    <section aria-labelledby="new-shipment-title" className="staff-shipments">
      <p>
        <Link to="/staff/shipments">All shipments</Link>
      </p>
      <h1 id="new-shipment-title">New shipment</h1>
      <p>The reference (DBL- and 8 characters) is drawn when you create it.</p>
      <ShipmentForm onSaved={(saved) => void navigate(`/staff/shipments/${saved.id}`)} />
    </section>
  )
}
