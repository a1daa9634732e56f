import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import type { MessagesOf } from '#app/i18n/messages.ts'
import type { ResolvedImage } from '#app/utils/responsive-image.ts'
import type { ShownText } from '#app/utils/showcase.ts'
import type { homeShowcaseMessages } from './home-showcase.messages.ts'

export interface ShownClient {
  id: number
  name: string
  /** Undefined while a library logo is missing or being remade: the name shows instead. */
  logo: ResolvedImage | undefined
  website?: string
}

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
            const logo = client.logo ? (
              <ResponsiveImage image={client.logo} />
            ) : (
              <span className="client-logos__name">{client.name}</span>
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
