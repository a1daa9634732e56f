import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import { CARRIERS } from '#content/carriers.ts'
import { ShipmentInputSchema, type StaffShipment } from '#schemas/shipments.ts'
import {
  DHAKA_ZONE_LABEL,
  fromDhakaParts,
  SHIPMENT_MODE_IDS,
  SHIPMENT_MODES,
  toDhakaParts,
} from '#schemas/tracking.ts'
import { useId, useRef, useState } from 'react'
import { staffRequest } from './staff-api.ts'

type Field =
  | 'mode'
  | 'origin'
  | 'destination'
  | 'shipperName'
  | 'consigneeName'
  | 'carrier'
  | 'masterNumber'
  | 'houseNumber'
  | 'containers'
  | 'etd'
  | 'eta'
  | 'quoteReference'

type Values = Record<Exclude<Field, 'etd' | 'eta'>, string> & {
  etdDate: string
  etdTime: string
  etaDate: string
  etaTime: string
}

const FIELD_ORDER: readonly Field[] = [
  'mode',
  'origin',
  'destination',
  'shipperName',
  'consigneeName',
  'carrier',
  'masterNumber',
  'houseNumber',
  'containers',
  'etd',
  'eta',
  'quoteReference',
]

function initialValues(shipment: StaffShipment | undefined): Values {
  const etd = shipment?.etd ? toDhakaParts(shipment.etd) : { date: '', time: '' }
  const eta = shipment?.eta ? toDhakaParts(shipment.eta) : { date: '', time: '' }
  return {
    mode: shipment?.mode ?? '',
    origin: shipment?.origin ?? '',
    destination: shipment?.destination ?? '',
    shipperName: shipment?.shipperName ?? '',
    consigneeName: shipment?.consigneeName ?? '',
    carrier: shipment?.carrier ?? '',
    masterNumber: shipment?.masterNumber ?? '',
    houseNumber: shipment?.houseNumber ?? '',
    containers: shipment?.containers.join('\n') ?? '',
    quoteReference: shipment?.quoteReference ?? '',
    etdDate: etd.date,
    etdTime: etd.time,
    etaDate: eta.date,
    etaTime: eta.time,
  }
}

/** A date and time on a Dhaka clock as an instant; '' when both are blank, null when half. */
function instant(date: string, time: string): string | null {
  if (!date && !time) return ''
  if (!date || !time) return null
  const value = fromDhakaParts(date, time)
  return Number.isNaN(value.getTime()) ? null : value.toISOString()
}

/** Create (no shipment) or edit a shipment; the same schema checks it here and on the server. */
export function ShipmentForm({
  shipment,
  onSaved,
}: {
  shipment?: StaffShipment
  onSaved: (saved: StaffShipment) => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const carriersId = useId()
  const [values, setValues] = useState<Values>(() => initialValues(shipment))
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  function focusFirstError(found: FieldErrors<Field>) {
    const first = FIELD_ORDER.find((field) => found[field])
    const name = first === 'etd' ? 'etdDate' : first === 'eta' ? 'etaDate' : first
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus(null)
    const etd = instant(values.etdDate, values.etdTime)
    const eta = instant(values.etaDate, values.etaTime)
    const halfDates: FieldErrors<Field> = {}
    if (etd === null) halfDates.etd = 'Please enter both the date and the time of departure'
    if (eta === null) halfDates.eta = 'Please enter both the date and the time of arrival'
    const payload = {
      mode: values.mode,
      origin: values.origin,
      destination: values.destination,
      shipperName: values.shipperName,
      consigneeName: values.consigneeName,
      carrier: values.carrier,
      masterNumber: values.masterNumber,
      houseNumber: values.houseNumber,
      containers: values.containers,
      etd: etd ?? '',
      eta: eta ?? '',
      quoteReference: values.quoteReference,
    }
    const parsed = ShipmentInputSchema.safeParse(payload)
    const found = {
      ...(parsed.success ? {} : fieldErrorsFrom<Field>(parsed.error)),
      ...halfDates,
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(found)
      return
    }
    setSaving(true)
    const answer = shipment
      ? await staffRequest<StaffShipment>('PUT', `/api/staff/shipments/${shipment.id}`, payload)
      : await staffRequest<StaffShipment>('POST', '/api/staff/shipments', payload)
    setSaving(false)
    if (answer.status === 200 && answer.data) {
      setStatus(shipment ? 'Saved.' : `Created ${answer.data.reference}.`)
      onSaved(answer.data)
      return
    }
    const serverErrors = (answer.errors ?? {}) as FieldErrors<Field>
    setErrors(serverErrors)
    setStatus(answer.message ?? 'The shipment could not be saved.')
    focusFirstError(serverErrors)
  }

  const air = values.mode === 'air' || values.mode === 'road-air'
  const documentKind = air ? 'air waybill' : 'bill of lading'
  return (
    <form
      ref={formRef}
      className="form-card staff-shipment-form"
      aria-label={shipment ? `Edit shipment ${shipment.reference}` : 'New shipment'}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="form-grid">
        <SelectField
          label="Mode"
          name="mode"
          value={values.mode}
          error={errors.mode}
          placeholder="Choose the mode"
          options={SHIPMENT_MODE_IDS.map((mode) => ({ value: mode, label: SHIPMENT_MODES[mode] }))}
          onChange={set('mode')}
        />
        <FormField
          label="Carrier"
          name="carrier"
          value={values.carrier}
          error={errors.carrier}
          list={carriersId}
          onChange={(event) => set('carrier')(event.target.value)}
        />
        <datalist id={carriersId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier.id} value={carrier.name} />
          ))}
        </datalist>
        <FormField
          label="Origin"
          name="origin"
          value={values.origin}
          error={errors.origin}
          hint="Place and country, e.g. Chattogram, Bangladesh"
          onChange={(event) => set('origin')(event.target.value)}
        />
        <FormField
          label="Destination"
          name="destination"
          value={values.destination}
          error={errors.destination}
          onChange={(event) => set('destination')(event.target.value)}
        />
        <FormField
          label="Shipper"
          name="shipperName"
          value={values.shipperName}
          error={errors.shipperName}
          hint="Never shown on the public tracking page"
          onChange={(event) => set('shipperName')(event.target.value)}
        />
        <FormField
          label="Consignee"
          name="consigneeName"
          value={values.consigneeName}
          error={errors.consigneeName}
          hint="Never shown on the public tracking page"
          onChange={(event) => set('consigneeName')(event.target.value)}
        />
        <FormField
          label={`Master ${documentKind}`}
          name="masterNumber"
          value={values.masterNumber}
          error={errors.masterNumber}
          hint={air ? 'e.g. 176-12345675; the check digit is verified' : undefined}
          onChange={(event) => set('masterNumber')(event.target.value)}
        />
        <FormField
          label={`House ${documentKind}`}
          name="houseNumber"
          value={values.houseNumber}
          error={errors.houseNumber}
          onChange={(event) => set('houseNumber')(event.target.value)}
        />
        <FormField
          label="Containers"
          name="containers"
          multiline
          wide
          rows={3}
          value={values.containers}
          error={errors.containers}
          hint="One per line, e.g. MSKU 123456 5; check digits are verified (ISO 6346)"
          onChange={(event) => set('containers')(event.target.value)}
        />
        <fieldset className="staff-datetime field--wide">
          <legend>Departure (ETD), {DHAKA_ZONE_LABEL}</legend>
          <FormField
            label="ETD date"
            name="etdDate"
            type="date"
            value={values.etdDate}
            error={errors.etd}
            onChange={(event) => set('etdDate')(event.target.value)}
          />
          <FormField
            label="ETD time"
            name="etdTime"
            type="time"
            value={values.etdTime}
            onChange={(event) => set('etdTime')(event.target.value)}
          />
        </fieldset>
        <fieldset className="staff-datetime field--wide">
          <legend>Arrival (ETA), {DHAKA_ZONE_LABEL}</legend>
          <FormField
            label="ETA date"
            name="etaDate"
            type="date"
            value={values.etaDate}
            error={errors.eta}
            hint={shipment ? 'Changing it emails every confirmed subscriber' : undefined}
            onChange={(event) => set('etaDate')(event.target.value)}
          />
          <FormField
            label="ETA time"
            name="etaTime"
            type="time"
            value={values.etaTime}
            onChange={(event) => set('etaTime')(event.target.value)}
          />
        </fieldset>
        <FormField
          label="Quote reference"
          name="quoteReference"
          value={values.quoteReference}
          error={errors.quoteReference}
          hint="Optional: the quote request it came from, e.g. Q-2026-000123"
          onChange={(event) => set('quoteReference')(event.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : shipment ? 'Save changes' : 'Create shipment'}
        </button>
        <p role="status" className="form-note">
          {status}
        </p>
      </div>
    </form>
  )
}
