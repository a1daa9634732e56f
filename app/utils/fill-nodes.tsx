import { Fragment } from 'react'

/**
 * A message with elements in its braces, for a link or a phone number inside a sentence whose
 * word order each language decides: fillNodes('Call us on {phone}.', { phone: <a …/> }).
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, React.ReactNode>>,
): React.ReactNode {
  const parts = template.split(/\{(\w+)\}/)
  // split with a group alternates text and names: even indexes are text, odd ones names.
  return parts.map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
    ),
  )
}
