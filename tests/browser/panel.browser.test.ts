/**
 * The dev panel in Chromium, driving the in-browser mock: what it changes
 * (scenario, latency, faults, authentication) reaches the mock in the page; it
 * lists the requests, resets, and is usable from the keyboard. What the mock
 * then answers (a delay waited out, a fault's status, a viewer refused) is
 * tested once, in process (tests/simulation).
 */
import { describe, expect, inject, test } from 'vitest'
import { useChromium, openSimulator, waitForObjects } from './support/chromium.ts'
import { choose, fetchInPage, openPanel, waitForControl } from './support/simulator-page.ts'
import type { Page } from 'playwright-core'

const siteUrl = inject('siteUrl')
const page0 = `${siteUrl}/?persist=0`
const browser = useChromium()

describe('the dev panel', () => {
  test('switches the scenario, and the next request obeys; the page reloads its data', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    expect(await page.locator('rem-dev-panel .rem-launcher-scenario').textContent()).toBe('default')
    await choose(page, 'scenario', 'maintenance')
    await waitForControl(page, '/scenario', { name: 'maintenance' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    await page.locator('rem-object-list rem-problem-notice').waitFor()
    expect(await page.locator('rem-dev-panel .rem-launcher-scenario').textContent()).toBe('maintenance')

    await choose(page, 'scenario', 'default')
    await waitForControl(page, '/scenario', { name: 'default' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 200 })
    await context.close()
  })

  test('sets a fixed latency with the slider: the mock takes it, and the panel shows it', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    const slider = page.locator('rem-dev-panel #latency')
    // Dragging a range input to an exact value is flaky; set it and fire the events a drag fires.
    await slider.evaluate((input: HTMLInputElement) => {
      input.value = '1200'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitForControl(page, '/latency', { value: 1200 })
    expect(await page.locator('rem-dev-panel #latency-fixed').isChecked()).toBe(true)
    expect(await page.locator('rem-dev-panel #latency-value').textContent()).toBe('1200 ms')

    await page.locator('rem-dev-panel #latency-fixed').uncheck()
    await waitForControl(page, '/latency', { value: null })
    await context.close()
  })

  test("injects a fault into one operation only: a network error fails the page's fetch through the worker", async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await choose(page, 'fault-getAccountSettings', 'network-error')
    await waitForControl(page, '/faults', { value: { getAccountSettings: 'network-error' } })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({
      error: expect.stringContaining('Failed to fetch'),
    })
    expect(await fetchInPage(page, '/svc/v1/AccountService/Accounts/bob.agent')).toMatchObject({ status: 200 })

    await choose(page, 'fault-getAccount', '429')
    await waitForControl(page, '/faults', {
      value: { getAccountSettings: 'network-error', getAccount: { status: 429 } },
    })
    await context.close()
  })

  test('enforces authentication, and "sign in as" gives the app a token that the mock accepts', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await choose(page, 'auth', 'true')
    await waitForControl(page, '/auth', { value: true })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 401 })

    const announced = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener('real-estate-service-mock:token', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    )
    await choose(page, 'sign-in', 'carol.viewer')
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('real-estate-service-mock:token') ?? 'null')?.token as string,
    )
    expect(await announced).toEqual({ token, username: 'carol.viewer' })
    expect(await fetchInPage(page, '/svc/v1/AccountService', { token })).toMatchObject({ status: 200 })
    // The page's own components send the token too, so they load again with data.
    await waitForObjects(page)
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toMatch(/^25 of 25 objects loaded/)
    await context.close()
  })

  test('lists each request with method, path, status and scenario', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await page.locator('rem-dev-panel #clear-journal').click()
    await fetchInPage(page, '/svc/v1/AccountService/Accounts/nobody.here')
    const row = page.locator('rem-dev-panel #journal tbody tr', { hasText: 'nobody.here' })
    await row.waitFor()
    expect(await row.locator('td').allTextContents()).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      'GET',
      '…/AccountService/Accounts/nobody.here',
      '404',
      'default',
    ])
    await context.close()
  })

  test('resets to the seed: scenario, settings and data', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await fetchInPage(page, '/svc/v1/AccountService', { method: 'PATCH', body: { activity_logs: false } })
    await choose(page, 'scenario', 'slow')
    await page.locator('rem-dev-panel #reset').click()
    await waitForControl(page, '/scenario', { name: 'default' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ body: { activity_logs: true } })
    await context.close()
  })

  test('opens from the keyboard, closes with Escape, and gives focus back to its button', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    const launcher = page.locator('rem-dev-panel .rem-launcher')
    await launcher.focus()
    await page.keyboard.press('Enter')
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'visible' })
    expect(await launcher.getAttribute('aria-expanded')).toBe('true')

    await page.locator('rem-dev-panel #scenario').focus()
    await page.keyboard.press('Escape')
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'hidden' })
    expect(await panelFocus(page)).toBe('rem-launcher')
    await context.close()
  })

  test('opening it with the mouse moves focus into it, so Escape closes it at once', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await page.locator('rem-dev-panel .rem-launcher').click()
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'visible' })
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('rem-dev-panel')
    expect(await panelFocus(page)).toBe('rem-panel')

    await page.keyboard.press('Escape')
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'hidden' })
    expect(await panelFocus(page)).toBe('rem-launcher')
    await context.close()
  })

  test('does not reopen by itself on reload, unless the user pinned it open', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    const panel = page.locator('rem-dev-panel #panel')
    const pin = page.locator('rem-dev-panel #pin')
    await openPanel(page)
    await page.reload()
    await waitForObjects(page)
    expect(await panel.isHidden()).toBe(true)

    await openPanel(page)
    expect(await pin.getAttribute('aria-pressed')).toBe('false')
    await pin.click()
    expect(await pin.getAttribute('aria-pressed')).toBe('true')
    await page.reload()
    await panel.waitFor({ state: 'visible' })
    // Opened by itself, it leaves the page's focus where it was.
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('body')
    expect(await pin.getAttribute('aria-pressed')).toBe('true')

    // Closing unpins it: the next reload leaves it closed.
    await page.locator('rem-dev-panel #close').click()
    await page.reload()
    await waitForObjects(page)
    expect(await panel.isHidden()).toBe(true)
    await context.close()
  })

  test('the header names the in-browser mock and its seed', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?persist=0&seed=7`)
    await openPanel(page)
    await page.locator('rem-dev-panel .rem-mode', { hasText: 'seed 7' }).waitFor()
    expect(await page.locator('rem-dev-panel .rem-mode').textContent()).toBe('In-browser mock · seed 7')
    await context.close()
  })

  test('the journal shows each request as the mock takes it, a hang included', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await choose(page, 'fault-getAccount', 'hang')
    await waitForControl(page, '/faults', { value: { getAccount: 'hang' } })
    // Not awaited: it never ends. Its row must show all the same.
    void page
      .evaluate(() => fetch('/svc/v1/AccountService/Accounts/left.hanging').catch(() => undefined))
      .catch(() => undefined)
    const row = page.locator('rem-dev-panel #journal tbody tr', { hasText: 'left.hanging' })
    await row.waitFor()
    expect(await row.locator('.rem-status').textContent()).toBe('hang')
    await context.close()
  })

  test('on a narrow screen it opens as a bottom sheet; its button is a dot that can be dragged to another corner, and stays there', async () => {
    const context = await browser().newContext({ viewport: { width: 400, height: 800 } })
    const { page } = await openSimulator(browser(), page0, context)
    const launcher = page.locator('rem-dev-panel .rem-launcher')
    const closed = await launcher.boundingBox()
    expect(closed).not.toBeNull()
    expect(closed!.width).toBeLessThanOrEqual(40)
    expect(closed!.x + closed!.width).toBeGreaterThan(400 - 40)
    expect(closed!.y + closed!.height).toBeGreaterThan(800 - 40)

    await launcher.click()
    const panel = page.locator('rem-dev-panel #panel')
    await panel.waitFor({ state: 'visible' })
    expect(await panel.boundingBox()).toMatchObject({ x: 0, width: 400 })
    const sheet = (await panel.boundingBox())!
    expect(sheet.y + sheet.height).toBe(800)
    expect(await launcher.isVisible()).toBe(false)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })

    // Dragged towards the top left corner, it snaps there, and the drag did not open the panel.
    const from = (await launcher.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(200, 300, { steps: 8 })
    await page.mouse.move(40, 60, { steps: 8 })
    await page.mouse.up()
    const moved = await launcher.boundingBox()
    expect(moved!.x).toBeLessThan(40)
    expect(moved!.y).toBeLessThan(40)
    expect(await panel.isHidden()).toBe(true)

    await page.reload()
    await waitForObjects(page)
    expect((await launcher.boundingBox())!.y).toBeLessThan(40)
    expect(await page.locator('rem-dev-panel').getAttribute('corner')).toBe('top-left')

    // From the keyboard: Alt + an arrow key.
    await launcher.focus()
    await page.keyboard.press('Alt+ArrowDown')
    expect(await page.locator('rem-dev-panel').getAttribute('corner')).toBe('bottom-left')
    await context.close()
  })

  test('a long path in the journal wraps after a slash, never inside a name', async () => {
    const context = await browser().newContext({ viewport: { width: 400, height: 800 } })
    const { page } = await openSimulator(browser(), page0, context)
    await openPanel(page)
    await fetchInPage(page, '/svc/v1/RealEstateService/RealEstateObjects/re-0001-with-a-long-suffix')
    const cell = page
      .locator('rem-dev-panel #journal tbody tr', { hasText: 're-0001-with-a-long-suffix' })
      .locator('.rem-path')
    await cell.waitFor()
    expect(await cell.textContent()).toBe('…/RealEstateService/RealEstateObjects/re-0001-with-a-long-suffix')
    // The character before each line break, found from where each character is drawn.
    const breaks = await cell.evaluate((td) => {
      const before: string[] = []
      let lastTop: number | undefined
      let previous = ''
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const top = Math.round(range.getBoundingClientRect().top)
          if (lastTop !== undefined && top > lastTop) before.push(previous)
          lastTop = top
          previous = text[index]!
        }
      }
      return before
    })
    expect(breaks.length).toBeGreaterThan(0)
    expect(breaks.every((character) => character === '/')).toBe(true)
    await context.close()
  })

  test("an app's own selectors find nothing of the panel: .status, .panel and the like match the app's elements only", async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await fetchInPage(page, '/svc/v1/AccountService')
    await page.locator('rem-dev-panel #journal tbody tr', { hasText: 'AccountService' }).first().waitFor()
    const generic = [
      'status',
      'panel',
      'launcher',
      'error',
      'hint',
      'badge',
      'journal',
      'path',
      'time',
      'method',
      'scenario',
      'button',
      'row',
      'grid',
      'cell',
      'mode',
      'body',
      'footer',
      'dot',
      'group',
      'empty',
    ]
    // The app: the simulator's own components go, the panel stays, and the app has an element of each class.
    await page.evaluate((names) => {
      document.querySelector('main')?.remove()
      for (const name of names)
        document.body.append(
          Object.assign(document.createElement('p'), { className: name, textContent: `app ${name}` }),
        )
    }, generic)
    expect(await page.locator('.status').textContent()).toBe('app status')
    for (const name of generic) expect(await page.locator(`.${name}`).count(), `.${name}`).toBe(1)
    // The panel's pieces are reachable by their part names instead.
    expect(await page.locator('rem-dev-panel [part="launcher"]').count()).toBe(1)
    expect(await page.locator('rem-dev-panel [part="panel"]').isVisible()).toBe(true)
    await context.close()
  })

  test('stays out of the host page layout', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    const before = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('main')!.getBoundingClientRect().width,
    ])
    await openPanel(page)
    const after = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('main')!.getBoundingClientRect().width,
    ])
    expect(after).toEqual(before)
    expect(await page.locator('rem-dev-panel').evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await context.close()
  })
})

/** The class of the element focused inside the panel's shadow root. */
function panelFocus(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.querySelector('rem-dev-panel')?.shadowRoot?.activeElement?.className)
}
