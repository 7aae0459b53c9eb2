/**
 * @module Functions that run inside the simulator page, for Chromium (playwright-core) and Firefox
 * (puppeteer-core) alike: each driver's `evaluate` or `waitForFunction` sends the function's source
 * to the page and calls it there, so none may use anything from this module's scope.
 */

export type FetchInit = { method?: string; body?: unknown; token?: string }

export type PageAnswer =
  | { status: number; body: unknown; headers: Record<string, string>; ms: number }
  | { error: string; ms: number }

/** `fetch` from inside the page, so the service worker answers it; a body that is not JSON is kept as text. */
export async function fetchFromPage({ path, init }: { path: string; init: FetchInit }): Promise<PageAnswer> {
  const started = performance.now()
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: kept as text.
    }
    return {
      status: response.status,
      body,
      headers: Object.fromEntries(response.headers),
      ms: performance.now() - started,
    }
  } catch (error) {
    return { error: String(error), ms: performance.now() - started }
  }
}

/** The body of each path as text, fetched from inside the page: the bytes the page's mock gives. */
export function bodiesAt(paths: string[]): Promise<string[]> {
  return Promise.all(paths.map(async (path) => (await fetch(path)).text()))
}

/** Whether the object list finished a load (with objects, or none in this scenario). */
export function objectsLoaded(): boolean {
  const status =
    document.querySelector('rem-object-list')?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? ''
  return /loaded|No real estate objects/.test(status)
}

/** Whether the panel's select `selectId` shows `value`, i.e. the panel applied a choice. */
export function panelSelectShows({ selectId, value }: { selectId: string; value: string }): boolean {
  const select = document
    .querySelector('rem-dev-panel')
    ?.shadowRoot?.getElementById(selectId) as HTMLSelectElement | null
  return select?.value === value
}

/** Whether the control API answers `expected` (as JSON text) at `path`, i.e. a change has landed. */
export async function controlAnswers({ path, expected }: { path: string; expected: string }): Promise<boolean> {
  return JSON.stringify(await (await fetch(`/__mock${path}`)).json()) === expected
}

/** The element that has the focus, inside shadow roots: its id, else its name, else its text; and whether its focus shows. */
export function focusedControl(): { name: string; outline: string } {
  let element = document.activeElement
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
  if (!element || element === document.body) return { name: '(page)', outline: 'none' }
  const name = element.id || element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName
  return { name, outline: getComputedStyle(element).outlineStyle }
}
