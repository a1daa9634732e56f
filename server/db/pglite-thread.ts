import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Duplex } from 'node:stream'
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads'

/** What the thread is started with. */
export interface WorkerStart {
  dataDir: string
  /** PostgreSQL's WebAssembly, compiled by the process (compiledPostgres). */
  postgres: WebAssembly.Module
  /** A backup's data folder (gzipped tarball) to load into an empty dataDir first. */
  loadDataDir?: Uint8Array<ArrayBuffer>
}

export type ThreadRequest =
  { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' }

export type ThreadReply =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'dumped'; id: number; payload: Uint8Array }
  | { type: 'failed'; id: number; message: string }

const POSTGRES_WASM = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')

let postgres: Promise<WebAssembly.Module> | undefined

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per process and handed to each database thread,
 * which shares the compiled code instead of compiling it again: the tests open hundreds of
 * databases in one process, and the staff tool, a backup's check and a server each open one.
 */
export function compiledPostgres(): Promise<WebAssembly.Module> {
  postgres ??= readFile(POSTGRES_WASM)
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      // Read or compiled again by the next database opened, rather than failing it too.
      postgres = undefined
      throw error
    })
  return postgres
}

/**
 * One database connection to the thread, as the socket node-postgres expects: what the client
 * writes goes to the thread's end of a MessagePort, and the thread's answers are read from it.
 */
class ThreadConnection extends Duplex {
  readonly #port: MessagePort
  readonly #open: (port: MessagePort) => void
  readonly #remote: MessagePort

  constructor(open: (port: MessagePort) => void) {
    super()
    const { port1, port2 } = new MessageChannel()
    this.#port = port1
    this.#remote = port2
    this.#open = open
    port1.on('message', (data: Uint8Array) => {
      this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    })
    port1.on('close', () => this.push(null))
  }

  /** node-postgres "connects" its stream: here, the thread is handed its end of the port. */
  connect(): this {
    this.#open(this.#remote)
    process.nextTick(() => this.emit('connect'))
    return this
  }

  setNoDelay(): this {
    return this
  }

  setKeepAlive(): this {
    return this
  }

  /** The pool unrefs an idle connection, as it would a socket. */
  ref(): this {
    this.#port.ref()
    return this
  }

  unref(): this {
    this.#port.unref()
    return this
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.#port.postMessage(chunk)
    done()
  }

  override _final(done: (error?: Error) => void): void {
    this.#port.close()
    done()
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#port.close()
    done(error)
  }
}

/**
 * The embedded database, running in a worker thread of its own (pglite-worker.ts), so that no
 * statement, however large its values, holds the server's main thread. Queries reach it through
 * node-postgres as they reach a PostgreSQL server (`connection()` is the stream to give it).
 */
export class PgliteThread {
  readonly #worker: Worker
  readonly #dumps = new Map<
    number,
    { resolve: (payload: Uint8Array) => void; reject: (error: Error) => void }
  >()
  #nextId = 1
  #closed: Promise<void> | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (reply: ThreadReply) => {
      if (reply.type === 'dumped') this.#dumps.get(reply.id)?.resolve(reply.payload)
      else if (reply.type === 'failed') this.#dumps.get(reply.id)?.reject(new Error(reply.message))
      if (reply.type === 'dumped' || reply.type === 'failed') this.#dumps.delete(reply.id)
    })
  }

  /** Starts the thread and resolves once the database in `start.dataDir` is open. */
  static async start(options: Omit<WorkerStart, 'postgres'>): Promise<PgliteThread> {
    const start: WorkerStart = { ...options, postgres: await compiledPostgres() }
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: start,
      transferList: start.loadDataDir ? [start.loadDataDir.buffer as ArrayBuffer] : [],
    })
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error)
      worker.once('error', failed)
      worker.once('message', (reply: ThreadReply) => {
        worker.off('error', failed)
        if (reply.type === 'ready') resolve()
        else {
          void worker.terminate()
          reject(new Error(reply.type === 'start-failed' ? reply.message : 'unexpected reply'))
        }
      })
    })
    return new PgliteThread(worker)
  }

  /** A new connection's stream, for node-postgres's `stream` option. */
  connection(): Duplex {
    return new ThreadConnection((port) => {
      this.#worker.postMessage({ type: 'connect', port } satisfies ThreadRequest, [port])
    })
  }

  /** The data folder as a gzipped tarball, copied after a checkpoint with no transaction open. */
  dumpDataDir(): Promise<Uint8Array> {
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#dumps.set(id, { resolve, reject })
      this.#worker.postMessage({ type: 'dump', id } satisfies ThreadRequest)
    })
  }

  /** Closes the database (its files flushed) and ends the thread; close its connections first. */
  close(): Promise<void> {
    this.#closed ??= new Promise<void>((resolve, reject) => {
      this.#worker.once('error', reject)
      this.#worker.once('exit', () => resolve())
      this.#worker.postMessage({ type: 'close' } satisfies ThreadRequest)
    })
    return this.#closed
  }
}
