import type { MessagesOf } from '#app/i18n/messages.ts'
import type { ShownText } from '#app/utils/showcase.ts'
import type { homeShowcaseMessages } from './home-showcase.messages.ts'

export interface ShownClient {
  id: number
  name: string
  logo: string
  website?: string
}

/** The logo size the seed's logos are drawn at (5:2). */
const LOGO = { width: 240, height: 96 } as const

/** The clients' logos, each named by its alt text and linked to the client's site when set. */
export function ClientLogos({
  clients,
  heading,
  messages,
}: {
  clients: readonly ShownClient[]
  /** The clients band's text as the company publishes it. */
  heading: ShownText | undefined
  messages: MessagesOf<typeof homeShowcaseMessages>
}) {
  if (clients.length === 0) return null
  return (
    <section className="section section--tinted" aria-labelledby="clients-title">
      <div className="container">
        <div className="section-heading section-heading--center">
          <span className="eyebrow">{messages.logosEyebrow}</span>
          <h2 id="clients-title" lang={heading?.lang}>
            {heading?.text ?? messages.logosLabel}
          </h2>
        </div>
        <ul className="client-logos__list">
          {clients.map((client) => {
            const logo = (
              <img
                src={client.logo}
                width={LOGO.width}
                height={LOGO.height}
                alt={client.name}
                loading="lazy"
                decoding="async"
              />
            )
            return (
              <li key={client.id}>
                {client.website ? (
                  <a href={client.website} rel="noopener">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
