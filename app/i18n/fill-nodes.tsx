import { Fragment, type ReactNode } from 'react'

/**
 * A message with elements in place of its {names}: for values that need markup of their own,
 * such as a text in another language marked with `lang`. `fill` (messages.ts) does strings.
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const parts = template.split(/\{(\w+)\}/g)
  return parts.map((part, index) =>
    // split() puts the captured names at the odd places.
    index % 2 === 1 && part in values ? <Fragment key={index}>{values[part]}</Fragment> : part,
  )
}
