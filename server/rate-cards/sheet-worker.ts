import { parentPort, workerData } from 'node:worker_threads'
import { checkSheet } from './sheet-cards.ts'
import { readSheetRows, UnreadableSheet, type SheetFormat } from './read-sheet.ts'
import type { SheetThreadAnswer } from './sheet-thread.ts'

/**
 * The import's worker thread (sheet-thread.ts starts one per file): reads the sheet and checks
 * every card, so that neither the unzipping nor thousands of schema checks hold the server's
 * thread (decision 0018).
 */
const { format, bytes } = workerData as { format: SheetFormat; bytes: Uint8Array }

async function answer(): Promise<SheetThreadAnswer> {
  try {
    return { check: checkSheet(await readSheetRows(format, bytes)) }
  } catch (error) {
    if (error instanceof UnreadableSheet) return { unreadable: error.message }
    throw error
  }
}

parentPort?.postMessage(await answer())
