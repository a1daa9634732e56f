import { eq, sql } from 'drizzle-orm'
import type { NotificationPreferences } from '#schemas/portal/notifications.ts'
import type { Database } from '#server/db/client.ts'
import { customerNotificationPreferences } from '#server/db/schema.ts'

/** Every email is on until the person turns it off. */
const ALL_ON: NotificationPreferences = { milestones: true, documents: true, draftBl: true }

/** What the person gets by email. */
export async function notificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      milestones: customerNotificationPreferences.milestones,
      documents: customerNotificationPreferences.documents,
      draftBl: customerNotificationPreferences.draftBl,
    })
    .from(customerNotificationPreferences)
    .where(eq(customerNotificationPreferences.userId, userId))
  return row ?? ALL_ON
}

/** Stores the person's choices whole; resolves with them as stored. */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  choices: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = {
    milestones: choices.milestones,
    documents: choices.documents,
    draftBl: choices.draftBl,
  }
  await db
    .insert(customerNotificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: customerNotificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
  return values
}
