/**
 * A shipment's status (domain/tracking-status.ts) in SQL, so that My shipments filters and pages
 * by it in the database: the kind of its latest milestone that has happened, through the same
 * table of kinds the track page words.
 */
import { sql, type SQL } from 'drizzle-orm'
import { STATUS_OF_KIND, type TrackingStatus } from '#domain/tracking-status.ts'
import { shipmentMilestones, shipments } from '#server/db/schema.ts'

/** The kind of the shipment's latest milestone dated by now (its index reads one row). */
const latestHappenedKind = sql`(select ${shipmentMilestones.kind} from ${shipmentMilestones}
  where ${shipmentMilestones.shipmentId} = ${shipments.id} and ${shipmentMilestones.occurredAt} <= now()
  order by ${shipmentMilestones.occurredAt} desc, ${shipmentMilestones.id} desc limit 1)`

// Constants of our own code, written into the SQL as literals rather than eighteen parameters.
const cases = sql.raw(
  Object.entries(STATUS_OF_KIND)
    .map(([kind, status]) => `when '${kind}' then '${status}'`)
    .join(' '),
)

/** The status of each row of `shipments`: 'waiting' before any milestone has happened. */
export const statusColumn: SQL<TrackingStatus> = sql<TrackingStatus>`(case ${latestHappenedKind} ${cases} else 'waiting' end)`
