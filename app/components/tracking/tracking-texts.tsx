import type { MessagesOf } from '#app/i18n/messages.ts'
import type { trackMessages } from '#app/routes/track.messages.ts'
import { createContext, useContext } from 'react'

export type TrackTexts = MessagesOf<typeof trackMessages>

const TrackTextsContext = createContext<TrackTexts | null>(null)

/** The tracking page's texts in its language, from its loader (app/routes/track.messages.ts). */
export function TrackTextsProvider({
  texts,
  children,
}: {
  texts: TrackTexts
  children: React.ReactNode
}) {
  return <TrackTextsContext value={texts}>{children}</TrackTextsContext>
}

export function useTrackTexts(): TrackTexts {
  const texts = useContext(TrackTextsContext)
  if (!texts) throw new Error('useTrackTexts must be used inside <TrackTextsProvider>')
  return texts
}
