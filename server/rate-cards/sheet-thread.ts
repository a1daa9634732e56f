import { Worker } from 'node:worker_threads'
import type { SheetCheck } from './sheet-cards.ts'
import { UnreadableSheet, type SheetFormat } from './read-sheet.ts'

/** What the worker thread posts back: the sheet checked, or why it cannot be read. */
export type SheetThreadAnswer = { check: SheetCheck } | { unreadable: string }

/** Room for a large sheet's XML and its cards, and no more. */
const HEAP_MB = 256

/**
 * Reads and checks a sheet in a worker thread of its own (sheet-worker.ts), ended once it has
 * answered. Throws UnreadableSheet when the file is not a sheet that can be read.
 */
export function checkSheetOffThread(format: SheetFormat, bytes: Uint8Array): Promise<SheetCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), {
      workerData: { format, bytes },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    })
    let answered = false
    worker.once('message', (answer: SheetThreadAnswer) => {
      answered = true
      if ('check' in answer) resolve(answer.check)
      else reject(new UnreadableSheet(answer.unreadable))
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the sheet's worker thread ended with code ${code}`))
    })
  })
}
