import { FormField } from '#app/components/form-field.tsx'
import { SelectField } from '#app/components/quote/fields.tsx'
import { fieldErrorsFrom, type FieldErrors } from '#app/utils/form-errors.ts'
import { CARRIERS } from '#content/carriers.ts'
import { ShipmentInputSchema, type StaffShipment } from '#schemas/shipments.ts'
import type { ShipmentDraft } from '#schemas/staff-inbox.ts'
import { SHIPMENT_MODE_IDS, SHIPMENT_MODES } from '#domain/tracking.ts'
import { toDhakaParts } from '#domain/dhaka-time.ts'
import { DhakaDayTimeFields, dhakaInstant } from '#app/components/staff/dhaka-day-time.tsx'
import { useId } from 'react'
import { FormActions, useStaffForm } from '#app/components/staff/staff-form.tsx'

type Field =
  | 'mode'
  | 'direction'
  | 'goods'
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
  'direction',
  'goods',
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

/** Modes whose cargo travels in containers, for part of the way at least. */
function carriesContainers(mode: string): boolean {
  return mode === 'sea' || mode === 'sea-air'
}

function initialValues(shipment: StaffShipment | undefined, draft?: ShipmentDraft): Values {
  const etd = shipment?.etd ? toDhakaParts(shipment.etd) : { date: '', time: '' }
  const eta = shipment?.eta ? toDhakaParts(shipment.eta) : { date: '', time: '' }
  return {
    mode: shipment?.mode ?? draft?.mode ?? '',
    direction: shipment?.direction ?? 'export',
    goods: shipment?.goods ?? 'general',
    origin: shipment?.origin ?? draft?.origin ?? '',
    destination: shipment?.destination ?? draft?.destination ?? '',
    shipperName: shipment?.shipperName ?? draft?.shipperName ?? '',
    consigneeName: shipment?.consigneeName ?? draft?.consigneeName ?? '',
    carrier: shipment?.carrier ?? '',
    masterNumber: shipment?.masterNumber ?? '',
    houseNumber: shipment?.houseNumber ?? '',
    containers: shipment?.containers.join('\n') ?? '',
    quoteReference: shipment?.quoteReference ?? draft?.quoteReference ?? '',
    etdDate: etd.date,
    etdTime: etd.time,
    etaDate: eta.date,
    etaTime: eta.time,
  }
}

/**
 * Create (no shipment) or edit a shipment; the same schema checks it here and on the server. It
 * posts `{ intent: 'save', shipment }` to its route's clientAction.
 */
export function ShipmentForm({
  shipment,
  draft,
  saveKey,
}: {
  shipment?: StaffShipment
  /** What a new shipment starts from: the quote request it is made from. */
  draft?: ShipmentDraft
  /** The key of the fetcher the save goes through, for a screen that shows the save's answer. */
  saveKey?: string
}) {
  const carriersId = useId()
  const { formRef, values, bindValue, bind, submit, status, saving } = useStaffForm({
    fetcherKey: saveKey,
    version: shipment?.updatedAt,
    initial: () => initialValues(shipment, draft),
    order: FIELD_ORDER,
    controlOf: { etd: 'etdDate', eta: 'etaDate' },
  })

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const etd = dhakaInstant(values.etdDate, values.etdTime)
    const eta = dhakaInstant(values.etaDate, values.etaTime)
    const halfDates: FieldErrors<Field> = {}
    if (etd === null) {
      halfDates.etd = 'Please enter the day of departure (31/12/2026) and its time (18:30)'
    }
    if (eta === null) {
      halfDates.eta = 'Please enter the day of arrival (31/12/2026) and its time (18:30)'
    }
    const payload = {
      mode: values.mode,
      direction: values.direction,
      goods: values.goods,
      origin: values.origin,
      destination: values.destination,
      shipperName: values.shipperName,
      consigneeName: values.consigneeName,
      carrier: values.carrier,
      masterNumber: values.masterNumber,
      houseNumber: values.houseNumber,
      // Containers belong to sea legs; a shipment moved to air keeps none.
      containers: carriesContainers(values.mode) ? values.containers : '',
      etd: etd ?? '',
      eta: eta ?? '',
      quoteReference: values.quoteReference,
    }
    const parsed = ShipmentInputSchema.safeParse(payload)
    submit(
      { ...(parsed.success ? {} : fieldErrorsFrom<Field>(parsed.error)), ...halfDates },
      { intent: 'save', ...payload },
    )
  }

  const air = values.mode === 'air' || values.mode === 'road-air'
  const documentKind = air ? 'air waybill' : 'bill of lading'
  const partyHint = 'Never shown on the public tracking page'
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
          placeholder="Choose the mode"
          {...bindValue('mode')}
          options={SHIPMENT_MODE_IDS.map((mode) => ({ value: mode, label: SHIPMENT_MODES[mode] }))}
        />
        <SelectField
          label="Direction"
          placeholder="Choose export or import"
          {...bindValue('direction')}
          options={[
            { value: 'export', label: 'Export (leaves Bangladesh)' },
            { value: 'import', label: 'Import (arrives in Bangladesh)' },
          ]}
        />
        <SelectField
          label="Goods"
          placeholder="Choose the goods"
          {...bindValue('goods')}
          options={[
            { value: 'general', label: 'General cargo' },
            { value: 'garments', label: 'Garments (a UD from BGMEA or BKMEA is needed)' },
          ]}
        />
        <FormField label="Carrier" list={carriersId} {...bind('carrier')} />
        <datalist id={carriersId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier.id} value={carrier.name} />
          ))}
        </datalist>
        <FormField
          label="Origin"
          hint="Place and country, e.g. Chattogram, Bangladesh"
          {...bind('origin')}
        />
        <FormField label="Destination" {...bind('destination')} />
        <FormField label="Shipper" hint={partyHint} {...bind('shipperName')} />
        <FormField label="Consignee" hint={partyHint} {...bind('consigneeName')} />
        <FormField
          label={`Master ${documentKind}`}
          hint={air ? 'e.g. 176-12345675; the check digit is verified' : undefined}
          {...bind('masterNumber')}
        />
        <FormField label={`House ${documentKind}`} {...bind('houseNumber')} />
        {carriesContainers(values.mode) ? (
          <FormField
            label="Containers"
            multiline
            wide
            rows={3}
            hint="One per line, e.g. MSKU 123456 5; check digits are verified (ISO 6346)"
            {...bind('containers')}
          />
        ) : null}
        <DhakaDayTimeFields
          legend="Departure (ETD)"
          dayLabel="ETD date"
          timeLabel="ETD time"
          day={bindValue('etdDate', 'etd')}
          time={bindValue('etdTime')}
        />
        <DhakaDayTimeFields
          legend="Arrival (ETA)"
          dayLabel="ETA date"
          timeLabel="ETA time"
          hint={
            shipment
              ? 'Day first: dd/mm/yyyy. Changing it emails every confirmed subscriber.'
              : undefined
          }
          day={bindValue('etaDate', 'eta')}
          time={bindValue('etaTime')}
        />
        <FormField
          label="Quote reference"
          hint="Optional: the quote request it came from, e.g. Q-2026-000123"
          {...bind('quoteReference')}
        />
      </div>
      <FormActions
        label={shipment ? 'Save changes' : 'Create shipment'}
        busyLabel="Saving…"
        saving={saving}
        status={status}
      />
    </form>
  )
}
