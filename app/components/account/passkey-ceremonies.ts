/**
 * The browser's half of a customer's passkey ceremonies (SimpleWebAuthn, loaded when a person
 * asks for one); better-auth's passkey plugin makes and checks the challenges on the server.
 * Every problem is thrown as a PasskeyProblem whose message is in the page's language.
 */
import type { Language } from '#domain/languages.ts'

export class PasskeyProblem extends Error {
  /** The problem of a field the person typed, by its name. */
  readonly fields: Record<string, string>
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message)
    this.fields = fields
  }
}

interface CeremonyTexts {
  cancelled: string
  unreachable: string
}

async function call(
  url: string,
  language: Language,
  texts: CeremonyTexts,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        'content-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new PasskeyProblem(texts.unreachable)
  }
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!payload) throw new PasskeyProblem(texts.unreachable)
  if (!response.ok) {
    const errors = (payload.errors ?? {}) as Record<string, string>
    throw new PasskeyProblem(String(payload.message ?? texts.unreachable), errors)
  }
  return payload
}

/** Makes a passkey named `name` for the signed-in person: the server's thanks. */
export async function makePasskey(
  name: string,
  language: Language,
  texts: CeremonyTexts,
): Promise<string> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const options = await call(
    `/api/account/passkeys/registration-options?name=${encodeURIComponent(name)}`,
    language,
    texts,
  )
  let response
  try {
    response = await startRegistration({ optionsJSON: options as never })
  } catch {
    throw new PasskeyProblem(texts.cancelled)
  }
  const answer = await call('/api/account/passkeys', language, texts, { name, response })
  return String(answer.message)
}

/** Signs in with a passkey this device holds: the session cookie is set when it succeeds. */
export async function signInWithPasskey(language: Language, texts: CeremonyTexts): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const options = await call('/api/account/passkey-sign-in/options', language, texts)
  let response
  try {
    response = await startAuthentication({ optionsJSON: options as never })
  } catch {
    throw new PasskeyProblem(texts.cancelled)
  }
  await call('/api/account/passkey-sign-in', language, texts, { response })
}
