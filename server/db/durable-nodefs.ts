import fs from 'node:fs'
import { opendir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * PGlite's own start parameters, without `-F` (fsync off), and with WAL flushed by fsync():
 * PostgreSQL's default there, fdatasync(), is a no-op in PGlite's WebAssembly build, whereas
 * fsync() goes through the file system below (DurableNodeFS). So a commit returns only after its
 * WAL is on the disk, and a checkpoint flushes the data files before it lets go of older WAL.
 * Decision 0009 has the measurements. Shared buffers are 32 MB, not PostgreSQL's 128: PGlite's
 * memory never shrinks, 240 MB of photos written filled all 128 (80 MB more of the process's
 * memory, decision 0018), and the operating system caches the files' pages besides.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'shared_buffers=32MB',
]

/** The parts of Emscripten's module this file touches. */
interface EmscriptenModule {
  FS: { isDir(mode: number): boolean }
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number; node: { mode: number } }) => number }
  }
}

/**
 * PGlite's Node file system, whose files PostgreSQL can flush: Emscripten's NODEFS writes each
 * page straight to the host file but has no fsync, so PostgreSQL's fsync() did nothing and a
 * power cut could lose acknowledged commits, or leave a checkpoint half on the disk.
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args)
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: EmscriptenModule) => {
        // Every NODEFS file and folder shares this object, so one assignment covers them all.
        mod.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0
          // A file's data and what reading it back needs (its size) is what fdatasync flushes,
          // two to three times faster here than fsync, which also flushes its times; a folder
          // needs fsync for its entries.
          if (mod.FS.isDir(stream.node.mode)) fs.fsyncSync(stream.nfd)
          else fs.fdatasyncSync(stream.nfd)
          return 0
        }
      },
    ]
    return { emscriptenOpts: { ...emscriptenOpts, preRun } }
  }
}

/** Flushes every file and folder under `root` to the disk (a database PGlite has just written). */
export async function fsyncTree(root: string): Promise<void> {
  const flush = (target: string) => {
    const fd = fs.openSync(target, 'r')
    try {
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  }
  for await (const entry of await opendir(root, { recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) flush(path.join(entry.parentPath, entry.name))
  }
  flush(root)
  flush(path.dirname(root))
}
