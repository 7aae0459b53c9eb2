/** @module Steps the browser tests share: driving the panel and calling the service from inside the page. */
import type { Page } from 'playwright-core'

export type PageAnswer =
  | { status: number; body: unknown; headers: Record<string, string>; ms: number }
  | { error: string; ms: number }

/** `fetch` from inside the page, so the service worker answers it. */
export function fetchInPage(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<PageAnswer> {
  return page.evaluate(
    async ({ path, init }) => {
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
    },
    { path, init },
  )
}

/** Opens the panel with its corner button, as a user would. */
export async function openPanel(page: Page): Promise<void> {
  const launcher = page.locator('rem-dev-panel .rem-launcher')
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click()
  await page.locator('rem-dev-panel #scenario option').first().waitFor({ state: 'attached' })
}

/** Picks `value` in one of the panel's selects and waits until the panel applied it. */
export async function choose(page: Page, selectId: string, value: string): Promise<void> {
  await page.locator(`rem-dev-panel #${selectId}`).selectOption(value)
  await page.waitForFunction(
    ({ selectId, value }) =>
      (document.querySelector('rem-dev-panel')?.shadowRoot?.getElementById(selectId) as HTMLSelectElement | null)
        ?.value === value,
    { selectId, value },
  )
}

/** Waits until the control API answers `expected` at `path`, i.e. the panel's change has landed. */
export async function waitForControl(page: Page, path: string, expected: unknown): Promise<void> {
  await page.waitForFunction(
    async ({ path, expected }) => JSON.stringify(await (await fetch(`/__mock${path}`)).json()) === expected,
    { path, expected: JSON.stringify(expected) },
  )
}
