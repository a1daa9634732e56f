import { Fragment } from 'react'
import type { SentencePart } from './messages.ts'

/** A sentence worded by fillParts, each part in another language marked with its `lang`. */
export function SentenceText({ parts }: { parts: readonly SentencePart[] }) {
  return parts.map((part, index) =>
    part.lang ? (
      <span key={index} lang={part.lang}>
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}
