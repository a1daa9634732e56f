import { useTextLang } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { fill } from '#app/i18n/messages.ts'
import type { ShownText } from '#app/utils/showcase.ts'
import type { homeShowcaseMessages } from './home-showcase.messages.ts'

export interface ShownReview {
  id: number
  text: ShownText
  author: string
  company: string
  role: ShownText
  rating: number
  /** The rating as the page writes numbers (Bengali digits on Bangla pages). */
  ratingText: string
}

/** What clients say, each quote a figure with who said it. */
export function ClientReviews({
  reviews,
  messages,
}: {
  reviews: readonly ShownReview[]
  messages: MessagesOf<typeof homeShowcaseMessages>
}) {
  // Names are written as their owners write them: Latin letters, marked English on a Bangla page.
  const langOf = useTextLang()
  if (reviews.length === 0) return null
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="container">
        <div className="section-heading section-heading--center">
          <span className="eyebrow">{messages.reviewsEyebrow}</span>
          <h2 id="reviews-title">{messages.reviewsTitle}</h2>
        </div>
        <ul className="reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className="review">
                <p className="review__rating">
                  {Array.from({ length: 5 }, (_, index) => (
                    <StarIcon
                      key={index}
                      className={index < review.rating ? 'review__star--on' : 'review__star'}
                    />
                  ))}
                  <span className="visually-hidden">
                    {fill(messages.rating, { rating: review.ratingText })}
                  </span>
                </p>
                <blockquote>
                  <p lang={review.text.lang}>{review.text.text}</p>
                </blockquote>
                <figcaption>
                  <cite lang={langOf(review.author)}>{review.author}</cite>
                  <span>
                    <span lang={review.role.lang}>{review.role.text}</span>,{' '}
                    <span lang={langOf(review.company)}>{review.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** A star of the rating: filled up to the rating, outlined after it. */
function StarIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  )
}
