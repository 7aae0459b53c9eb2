/** @module msw's own browser bundle: a worker with one handler, the least a mock in the browser needs. */
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

export function startMock() {
  return setupWorker(http.get('*/ping', () => HttpResponse.json({ ok: true }))).start()
}
