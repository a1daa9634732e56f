/**
 * A sea shipment as staff enter it in the workspace (times in Dhaka time), for tests of
 * /api/staff/shipments; tests override the fields they are about.
 */
export const SEA_SHIPMENT = {
  mode: 'sea',
  origin: 'Chattogram, Bangladesh',
  destination: 'Hamburg, Germany',
  shipperName: 'Padma Knitwear Ltd',
  consigneeName: 'Elbe Importer GmbH',
  carrier: 'Maersk',
  masterNumber: 'MAEU123456789',
  containers: 'MSKU1234565',
  etd: '2026-11-20T10:00:00+06:00',
  eta: '2026-12-24T08:30:00+06:00',
} as const
