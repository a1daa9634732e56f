import type { ContactMessage } from '#schemas/contact.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import type { Database } from '#server/db/client.ts'
import { contactMessages } from '#server/db/schema.ts'
import { contactEmail } from '#server/notifications/emails.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import type { ClientDetails } from './client-details.ts'

/**
 * Stores a contact message with its notification email, committed together: both exist or
 * neither does. A message that filled the honeypot is kept as spam, with no email.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  client: ClientDetails,
): Promise<{ id: number; isSpam: boolean }> {
  const { name, email, phone } = message
  const isSpam = isHoneypotFilled(message)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name,
        email,
        phone,
        message: message.message,
        isSpam,
        status: isSpam ? 'spam' : 'new',
        ...client,
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    if (!isSpam) await enqueueEmail(tx, contactEmail(row))
    return row.id
  })
  return { id, isSpam }
}
