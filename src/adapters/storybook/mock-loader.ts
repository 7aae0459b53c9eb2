/**
 * @module `mockLoader`: the Storybook loader that serves the mock to every
 * story, reset and set up from the story's `parameters.mock`.
 */
import { mswLoader } from 'msw-storybook-addon/csf3'
import type { LoaderFunction, Renderer } from 'storybook/internal/csf'
import { addons } from 'storybook/preview-api'
import type { Mock } from '../create-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { createMockWorker, type MockWorkerOptions } from './create-mock-worker.ts'
import { StoryMocks } from './story-mocks.ts'
import { logPrefix } from '../../engine/problems/log.ts'
import { PanelBridge } from './addon/panel-bridge.ts'
import { parametersInForce } from './addon/parameters-in-force.ts'

/** What every story's mock starts from: `createMock`'s options, and where the worker script is. */
export type StorybookMockOptions = MockOptions & MockWorkerOptions

/** What the loader adds to `context.loaded`: the story's mock, to read its journal or data in `play`. */
type StoryMockLoaded = { mock: Mock }

/**
 * Which `mockLoader` of the page serves the stories: the one made last. The addon's preview makes one
 * before the project's preview runs, so a `mockLoader(options)` of the project's own takes over from it.
 */
const newestLoader = Symbol.for('real-estate-service-mock/storybook-loader')
type LoaderRegistry = { [newestLoader]?: object }

/**
 * A loader that starts msw through msw-storybook-addon and, before each
 * story renders, resets the mock and applies the story's `parameters.mock`,
 * with the addon's toolbar and panel choices over it.
 * Use it instead of the addon's own `mswLoader()` (it calls that for you, so
 * `parameters.msw` handlers keep working and take precedence), once per preview.
 * The addon (`real-estate-service-mock/storybook-addon`) adds one for you; when the
 * preview makes its own too, the last one made serves every story.
 * @example
 * // .storybook/preview.ts
 * import { mockLoader } from 'real-estate-service-mock/storybook'
 *
 * export default {
 *   loaders: [mockLoader({ seed: 42 })],
 *   parameters: { docs: { story: { inline: false, height: '240px' } } },
 * }
 */
export function mockLoader(options: StorybookMockOptions = {}): LoaderFunction<Renderer> {
  const { workerUrl, serviceWorkerUrl, ...mockOptions } = options
  const storyMocks = new StoryMocks(mockOptions)
  const startWorker = mswLoader(createMockWorker(storyMocks, { workerUrl, serviceWorkerUrl }))
  const warnInlineDocs = inlineDocsWarning()
  const token = {}
  ;(globalThis as LoaderRegistry)[newestLoader] = token
  let bridge: PanelBridge | undefined

  return async (context): Promise<StoryMockLoaded | Record<string, never>> => {
    if ((globalThis as LoaderRegistry)[newestLoader] !== token) return {}
    await startWorker(context)
    if (context.viewMode === 'docs') warnInlineDocs(context.parameters.mock)
    // The channel exists once Storybook runs the story; the panel's side of it is made on first use.
    if (!bridge && addons.hasChannel()) bridge = new PanelBridge(addons.getChannel(), storyMocks)
    const parameters = parametersInForce(context.parameters.mock, context.globals, bridge?.overridesOf(context.id))
    const mock = await storyMocks.activate(parameters)
    bridge?.shown(context.id, mock, parameters)
    return { mock }
  }
}

/**
 * Stories rendered inline on a Docs page share one page and so one mock: the
 * last to load serves them all. That is only worth a warning when their
 * `parameters.mock` differ.
 */
function inlineDocsWarning(): (parameters: unknown) => void {
  let first: string | undefined
  let warned = false
  return (parameters) => {
    const key = JSON.stringify(parameters ?? {})
    first ??= key
    if (warned || key === first) return
    warned = true
    console.warn(
      `${logPrefix} Failed to give each story on this Docs page its own mock: they render inline and share one page, so the last one loaded serves them all. Please render Docs stories in iframes with parameters.docs.story.inline = false.`,
    )
  }
}
