/**
 * The embedded database's own thread (decision 0018). PGlite is PostgreSQL compiled to
 * WebAssembly: every statement runs synchronously on the thread that calls it, so on the server's
 * main thread a 10 MB value stopped every request for seconds. Here it runs beside the requests,
 * and the main thread talks to it as to any PostgreSQL server: node-postgres writes the wire
 * protocol into a MessagePort per connection (pglite-thread.ts), and this thread hands those
 * bytes to PGlite and posts its answers back.
 *
 * PGlite is one session. Connections take turns a whole exchange at a time (a simple query, or
 * the extended protocol's messages up to their Sync), so one connection's unnamed statement is
 * never bound by another's; while a connection is inside a transaction, only its exchanges run,
 * as a PostgreSQL backend would hold its locks.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DurableNodeFS, DURABLE_START_PARAMS } from './durable-nodefs.ts'
import type { ThreadReply, ThreadRequest, WorkerStart } from './pglite-thread.ts'

const SSL_REQUEST_CODE = 80_877_103
const CANCEL_REQUEST_CODE = 80_877_102
/** Frontend messages that end an exchange: Sync, a simple Query, Terminate. */
const EXCHANGE_ENDS = new Set(['S', 'Q', 'X'].map((letter) => letter.charCodeAt(0)))
const TERMINATE = 'X'.charCodeAt(0)
const READY_FOR_QUERY = 'Z'.charCodeAt(0)
const IDLE = 'I'.charCodeAt(0)

/** One client connection: its bytes, cut into the protocol's messages and grouped by exchange. */
class Connection {
  readonly port: MessagePort
  #pending: Buffer[] = []
  #pendingBytes = 0
  #exchange: Uint8Array[] = []
  #started = false
  closed = false
  /** The last six bytes PGlite answered: a ReadyForQuery ends every exchange's answer. */
  #tail = Buffer.alloc(0)

  constructor(port: MessagePort) {
    this.port = port
  }

  /** Adds received bytes; returns the exchanges they completed, in order. */
  receive(chunk: Uint8Array): Uint8Array[][] {
    this.#pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    this.#pendingBytes += chunk.byteLength
    const complete: Uint8Array[][] = []
    for (;;) {
      const message = this.#nextMessage()
      if (!message) return complete
      if (!this.#started) {
        const code = message.readInt32BE(4)
        // No TLS inside the process; a cancel has no backend process to signal.
        if (code === SSL_REQUEST_CODE) this.send(Buffer.from('N'))
        else if (code !== CANCEL_REQUEST_CODE) {
          this.#started = true
          complete.push([message])
        }
        continue
      }
      this.#exchange.push(message)
      if (EXCHANGE_ENDS.has(message[0] ?? 0)) {
        complete.push(this.#exchange)
        this.#exchange = []
      }
    }
  }

  /** The next whole message, or undefined while its bytes have not all arrived. */
  #nextMessage(): Buffer | undefined {
    const header = this.#started ? 5 : 4
    if (this.#pendingBytes < header) return undefined
    const buffer = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending)
    if (!buffer) return undefined
    this.#pending = [buffer]
    const length = this.#started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0)
    if (buffer.length < length) return undefined
    const message = Buffer.from(buffer.subarray(0, length))
    const rest = buffer.subarray(length)
    this.#pending = rest.length > 0 ? [rest] : []
    this.#pendingBytes = rest.length
    return message
  }

  send(data: Uint8Array): void {
    if (this.closed || data.length === 0) return
    // PGlite's buffer is reused for its next answer: this copy is the port's to keep.
    const copy = data.slice()
    this.#tail = Buffer.concat([this.#tail, copy.subarray(-6)]).subarray(-6)
    this.port.postMessage(copy, [copy.buffer])
  }

  /** True when the last answer ended with ReadyForQuery in a transaction (or a failed one). */
  get inTransaction(): boolean {
    return this.#tail.length === 6 && this.#tail[0] === READY_FOR_QUERY && this.#tail[5] !== IDLE
  }
}

interface Turn {
  /** Undefined for work of the thread's own (a backup's copy), which no transaction may hold up. */
  connection?: Connection
  run: () => Promise<void>
}

/** Runs the connections' exchanges one at a time, keeping a transaction's to its connection. */
class Scheduler {
  readonly #pg: PGlite
  #queue: Turn[] = []
  #running = false
  #owner: Connection | undefined

  constructor(pg: PGlite) {
    this.#pg = pg
  }

  exchange(connection: Connection, messages: Uint8Array[]): void {
    this.#enqueue(connection, async () => {
      for (const message of messages) {
        if (connection.closed) return
        await this.#pg.execProtocolRawStream(message, {
          onRawData: (data) => connection.send(data),
        })
      }
    })
  }

  /** Runs `task` alone, outside every transaction (a backup's copy of the data folder). */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.#enqueue(undefined, () => task().then(resolve, reject))
    })
  }

  /** A closed connection's exchanges are dropped, and its open transaction rolled back. */
  disconnect(connection: Connection): void {
    connection.closed = true
    this.#queue = this.#queue.filter((turn) => turn.connection !== connection)
    if (this.#owner === connection) {
      this.#enqueueFirst(connection, async () => {
        await this.#pg.exec('ROLLBACK')
        this.#owner = undefined
      })
    }
  }

  #enqueue(connection: Connection | undefined, run: () => Promise<void>): void {
    this.#queue.push({ connection, run })
    void this.#pump()
  }

  #enqueueFirst(connection: Connection, run: () => Promise<void>): void {
    this.#queue.unshift({ connection, run })
    void this.#pump()
  }

  async #pump(): Promise<void> {
    if (this.#running) return
    this.#running = true
    try {
      for (;;) {
        const index = this.#owner
          ? this.#queue.findIndex((turn) => turn.connection === this.#owner)
          : 0
        const [turn] = index < 0 ? [] : this.#queue.splice(index, 1)
        if (!turn) return
        try {
          await turn.run()
        } catch (error) {
          // A statement's error is answered in the protocol; this is PGlite itself failing.
          console.error('pglite thread:', error)
        }
        if (turn.connection && !turn.connection.closed) {
          this.#owner = turn.connection.inTransaction ? turn.connection : undefined
        }
      }
    } finally {
      this.#running = false
    }
  }
}

const start = workerData as WorkerStart
if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts)')
const port = parentPort

try {
  // pg_trgm backs the staff inbox's text search (migration 0002 creates the extension).
  // Commits are flushed to the disk before they return: see durable-nodefs.ts.
  const pg = await PGlite.create({
    fs: new DurableNodeFS(start.dataDir),
    startParams: DURABLE_START_PARAMS,
    extensions: { pg_trgm },
    pgliteWasmModule: start.postgres,
    loadDataDir: start.loadDataDir
      ? new File([start.loadDataDir], 'pgdata.tar.gz', { type: 'application/x-gzip' })
      : undefined,
  })
  const scheduler = new Scheduler(pg)
  const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer)

  port.on('message', (request: ThreadRequest) => {
    switch (request.type) {
      case 'connect': {
        const connection = new Connection(request.port)
        request.port.on('message', (chunk: Uint8Array) => {
          for (const messages of connection.receive(chunk)) {
            if (messages.length === 1 && messages[0]?.[0] === TERMINATE) {
              scheduler.disconnect(connection)
              request.port.close()
              return
            }
            scheduler.exchange(connection, messages)
          }
        })
        request.port.on('close', () => scheduler.disconnect(connection))
        return
      }
      case 'dump':
        scheduler
          .exclusive(async () => {
            await pg.exec('CHECKPOINT')
            return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer())
          })
          .then(
            (payload) => reply({ type: 'dumped', id: request.id, payload }, [payload.buffer]),
            (error: unknown) => reply({ type: 'failed', id: request.id, message: String(error) }),
          )
        return
      case 'close':
        void scheduler
          .exclusive(() => pg.close())
          // The thread ends once its port is closed: the main thread waits for its exit.
          .then(() => port.close())
    }
  })
  reply({ type: 'ready' })
} catch (error) {
  port.postMessage({
    type: 'start-failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies ThreadReply)
}
