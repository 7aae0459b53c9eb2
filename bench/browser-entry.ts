/** @module Fallback browser entry for the weight measure, used while `src/browser.ts` does not exist. */
import { setupWorker } from 'msw/browser'
import { createMock } from '../src/adapters/browser/create-browser-mock.ts'

export function startMock() {
  return setupWorker(...createMock().handlers).start()
}
