/**
 * @module `watchRequests`: tells the dev panel when the mock's journal may
 * have grown, from events rather than a timer. Two sources: the in-browser
 * mock's `mockRequestEvent`, and the page's own `fetch`/XHR to the mock's
 * origin as the browser reports them once answered (Resource Timing), which
 * covers a standalone server or a Vite plugin the page talks to. The control
 * API's own requests are left out, or the panel's reads would wake it again.
 */
import { mockRequestEvent } from '../events.ts'

/**
 * Calls `onRequest` after each request the page made to the mock at `controlUrl`'s origin; returns
 * a function that stops watching.
 * @example
 * const stop = watchRequests('http://127.0.0.1:4010/__mock', () => panel.refreshJournal())
 */
export function watchRequests(controlUrl: string, onRequest: () => void): () => void {
  const control = new URL(controlUrl)
  const isServiceRequest = (url: string) => {
    const target = new URL(url, document.baseURI)
    const controlRequest = target.pathname === control.pathname || target.pathname.startsWith(`${control.pathname}/`)
    return target.origin === control.origin && !controlRequest
  }
  const onEvent = () => onRequest()
  window.addEventListener(mockRequestEvent, onEvent)

  let observer: PerformanceObserver | undefined
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntriesByType('resource') as PerformanceResourceTiming[]
      if (
        entries.some(
          (entry) =>
            (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') &&
            isServiceRequest(entry.name),
        )
      )
        onRequest()
    })
    observer.observe({ type: 'resource' })
  }
  return () => {
    window.removeEventListener(mockRequestEvent, onEvent)
    observer?.disconnect()
  }
}
