import { createServer, type Server, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One MIME entity: its headers (names lower-cased, folded lines joined) and decoded body. */
export interface MimePart {
  headers: Map<string, string[]>
  body: Buffer
  parts: MimePart[]
}

export interface ReceivedMail {
  /** The envelope: who the SMTP client said the message was for. */
  from: string
  to: string[]
  raw: string
  message: MimePart
  subject: string
  /** Decoded text of the text/html part, '' if none. */
  html: string
  text: string
  attachments: { filename: string; content: Buffer }[]
}

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64')
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      )
    default:
      return Buffer.from(body, 'latin1')
  }
}

/** A small MIME parser: enough for what nodemailer writes (multipart, base64, QP). */
export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw)
  const headerBlock = split ? raw.slice(0, split.index) : raw
  const bodyText = split ? raw.slice(split.index + split[0].length) : ''
  const headers = parseHeaders(headerBlock)
  const type = headers.get('content-type')?.[0] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const sections = bodyText.split(`--${boundary}`).slice(1)
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')))
    return { headers, body: Buffer.alloc(0), parts }
  }
  return {
    headers,
    body: decodeBody(bodyText, headers.get('content-transfer-encoding')?.[0]),
    parts: [],
  }
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves)
}

/** Decodes RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable').toString('utf8'),
    )
}

function toMail(raw: string, from: string, to: string[]): ReceivedMail {
  const message = parseMime(raw)
  const all = leaves(message)
  const bodyOf = (mime: string) =>
    all
      .find(
        (part) =>
          (part.headers.get('content-type')?.[0] ?? '').startsWith(mime) &&
          !/attachment/i.test(part.headers.get('content-disposition')?.[0] ?? ''),
      )
      ?.body.toString('utf8') ?? ''
  return {
    from,
    to,
    raw,
    message,
    subject: decodeWords(message.headers.get('subject')?.[0] ?? ''),
    html: bodyOf('text/html'),
    text: bodyOf('text/plain'),
    attachments: all
      .filter((part) => /attachment/i.test(part.headers.get('content-disposition')?.[0] ?? ''))
      .map((part) => ({
        filename: decodeWords(
          /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition')?.[0] ?? '')?.[1] ??
            '',
        ),
        content: part.body,
      })),
  }
}

/** How long a session open when the mail server goes down may go on (SMTPServer's closeTimeout). */
const SESSION_GRACE_MS = 30_000

export interface TestSmtp {
  port: number
  url: string
  /** Every message accepted so far, across restarts. */
  messages: ReceivedMail[]
  /** Accepts mail (again). */
  start(): Promise<void>
  /**
   * Goes down as a dead mail server does: every new connection is reset at once, and the sessions
   * already open end before this resolves. The port stays this server's, so nothing else can take
   * it while the mail server is down.
   */
  refuse(): Promise<void>
  /** Goes down and gives the port back: the end of a test. */
  stop(): Promise<void>
}

/**
 * A real SMTP server on loopback (npm smtp-server) that keeps what it receives. Created accepting
 * mail unless `running` is false, so a test can start with the mail server down.
 *
 * The port is bound once, when it is created, and held until `stop()`: a port found free and
 * listened on later (or again after a stop) could meanwhile be taken by another file's server or
 * by an outgoing connection's local end, and the test would fail on EADDRINUSE.
 */
export async function createSmtp({
  running = true,
  /** Holds each message this long before accepting it, so that sends are caught in flight. */
  acceptDelayMs = 0,
  /** Requires AUTH with these credentials (plain text on loopback); `url` then carries them. */
  auth,
}: {
  running?: boolean
  acceptDelayMs?: number
  auth?: { user: string; pass: string }
} = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = []
  /** The SMTP server taking the port's connections while mail is accepted, and their sockets. */
  let accepting: { server: SMTPServer; sockets: Set<Socket> } | undefined

  const gate: Server = createServer((socket) => {
    if (!accepting) {
      socket.resetAndDestroy()
      return
    }
    const { server, sockets } = accepting
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    // SMTPServer's own listener takes it from here, as if it had accepted the connection.
    server.server.emit('connection', socket)
  })
  await new Promise<void>((resolve, reject) => {
    gate.once('error', reject)
    gate.listen(0, '127.0.0.1', () => resolve())
  })
  const address = gate.address()
  if (address === null || typeof address === 'string') throw new Error('the SMTP gate has no port')
  const port = address.port

  const newSmtpServer = () =>
    new SMTPServer({
      authOptional: !auth,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      onAuth(credentials, _session, callback) {
        const valid =
          auth !== undefined &&
          credentials.username === auth.user &&
          credentials.password === auth.pass
        if (valid) {
          callback(null, { user: credentials.username })
        } else callback(new Error('Invalid username or password'))
      },
      logger: false,
      size: 20 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          setTimeout(() => {
            messages.push(toMail(Buffer.concat(chunks).toString('latin1'), from, to))
            callback()
          }, acceptDelayMs)
        })
      },
    })

  const smtp: TestSmtp = {
    port,
    url: auth
      ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    messages,
    async start() {
      if (!gate.listening) throw new Error('this mail server was stopped')
      accepting ??= { server: newSmtpServer(), sockets: new Set() }
    },
    async refuse() {
      const current = accepting
      accepting = undefined
      if (!current) return
      // A session already open finishes its message; one still open after SMTPServer's own grace
      // period for closing (30 s) is cut, as its close() would.
      const open = [...current.sockets].map(
        (socket) => new Promise((resolve) => socket.once('close', resolve)),
      )
      const cut = setTimeout(() => {
        for (const socket of current.sockets) socket.destroy()
      }, SESSION_GRACE_MS)
      await Promise.all(open)
      clearTimeout(cut)
    },
    async stop() {
      await smtp.refuse()
      if (gate.listening) await new Promise((resolve) => gate.close(resolve))
    },
  }
  if (running) await smtp.start()
  return smtp
}

/** The submission id in a notification's subject, "… (#12)". */
export function subjectId(mail: ReceivedMail): number | undefined {
  const match = /\(#(\d+)\)\s*$/.exec(mail.subject)
  return match?.[1] ? Number(match[1]) : undefined
}

/** Polls until the check passes or the time is up; returns whether it passed. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}
