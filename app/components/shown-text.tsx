import type { ShownText } from '#app/utils/showcase.ts'
import type { ElementType, ReactNode } from 'react'

/** A text in the element it belongs in, marked with its language when not the page's. */
export function Shown({
  as: Element = 'span',
  text,
  className,
  children,
}: {
  as?: ElementType
  text: ShownText
  className?: string
  children?: ReactNode
}) {
  return (
    <Element className={className} lang={text.lang}>
      {text.text}
      {children}
    </Element>
  )
}
