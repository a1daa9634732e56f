import type { MessagesOf } from '#app/i18n/messages.ts'
import { fill } from '#app/i18n/messages.ts'
import type { ShownText } from '#app/utils/showcase.ts'
import type { homeShowcaseMessages } from './home-showcase.messages.ts'
import { StarIcon } from './icons.tsx'
import { Shown } from './shown-text.tsx'

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
                      width="18"
                      height="18"
                    />
                  ))}
                  <span className="visually-hidden">
                    {fill(messages.rating, { rating: review.ratingText })}
                  </span>
                </p>
                <blockquote>
                  <Shown as="p" text={review.text} />
                </blockquote>
                <figcaption>
                  <cite>{review.author}</cite>
                  <span>
                    <Shown text={review.role} />, {review.company}
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
