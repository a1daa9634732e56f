import { Fragment, type ReactNode } from 'react'

/**
 * A message with elements in place of its {names}, for values that need markup of their own: a
 * link or a phone number inside a sentence whose word order each language decides, a text in
 * another language marked with `lang`. A name without a value stays as it is, as `fill`
 * (messages.ts, for strings) leaves it.
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  // split() with a group puts the captured names at the odd places.
  return template
    .split(/\{(\w+)\}/g)
    .map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : (
        <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
      ),
    )
}
