import type { ContactMessage } from '#schemas/contact.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import type { Database } from '#server/db/client.ts'
import { contactMessages } from '#server/db/schema.ts'
import { contactEmail } from '#server/notifications/emails.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import type { OutboxDoor } from '#server/notifications/worker.ts'
import type { FastifyBaseLogger } from 'fastify'
import { formAnswerMessages } from './answers.messages.ts'
import type { ClientDetails } from './client-details.ts'

/**
 * A contact message its route (or the contact page) has checked and counted: stored, its email
 * sent on its way, and the thanks in the visitor's language. A bot that filled the honeypot gets
 * the same answer as anybody else.
 */
export async function acceptContactMessage(
  db: Database,
  log: FastifyBaseLogger,
  message: ContactMessage,
  client: ClientDetails,
  outbox: OutboxDoor,
): Promise<{ message: string; data: { id: number } }> {
  const { id, isSpam } = await storeContactMessage(db, message, client)
  if (isSpam) log.info({ contactMessageId: id }, 'contact message stored as spam')
  else {
    log.info({ contactMessageId: id }, 'contact message stored')
    outbox.wake()
  }
  return { message: formAnswerMessages[client.language].contactThanks, data: { id } }
}

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
