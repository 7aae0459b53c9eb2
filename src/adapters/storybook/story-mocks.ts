/**
 * @module `StoryMocks`: the mocks of one Storybook preview, one per seed,
 * and which of them answers now. Activating a story resets its mock, so no
 * story sees what an earlier one changed, and lets go of the answers the
 * story before it still had waiting (a hang, a long latency): they end as a
 * network error, so a client that shares requests between stories (TanStack
 * Query, Apollo) asks again instead of waiting for ever (msw-storybook-addon #82).
 */
import { getResponse } from 'msw'
import type { Mock } from '../create-mock.ts'
import { createMock } from '../browser/create-browser-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { defaultSeed, prepareSeedData } from '../../data/seed-data.ts'
import { applyStoryData } from './apply-story-data.ts'
import { storyDataOf, warnOverridesDeprecated } from './mock-overrides.ts'
import type { StoryMockParameters } from './story-mock-parameters.ts'

/**
 * The mocks of one Storybook preview, one per seed, and the one that answers the story on screen. `mockLoader` makes one; use it directly to build another loader with `createMockWorker`.
 *
 * @example
 * ```ts
 * import { createMockWorker, StoryMocks } from 'real-estate-service-mock/storybook'
 *
 * const worker = createMockWorker(new StoryMocks({ seed: 42 }))
 * ```
 */
export class StoryMocks {
  readonly #options: MockOptions
  readonly #bySeed = new Map<number, Mock>()
  readonly #pending = new Map<Mock, number>()
  #active: Mock | undefined
  #activations: Promise<unknown> = Promise.resolve()
  /** Settles when the story that answers now is left: its waiting answers then end. */
  #storyLeft = settleable()
  readonly #answerListeners = new Set<(mock: Mock) => void>()

  /** `options` apply to every story's mock; a story's parameters go over them. */
  constructor(options: MockOptions = {}) {
    this.#options = options
  }

  /** The mock answering requests now, once a story has been activated. */
  get active(): Mock | undefined {
    return this.#active
  }

  /**
   * Makes the mock of `parameters.seed` answer, reset to its seed, in the
   * story's scenario and settings, with the story's data laid over it.
   * Activations run one after another; the last one answers.
   * @example
   * const mock = await storyMocks.activate({ scenario: 'maintenance', seed: 7 })
   */
  activate(parameters: StoryMockParameters = {}): Promise<Mock> {
    const activation = this.#activations.then(() => this.#activate(parameters))
    this.#activations = activation.catch(() => undefined)
    return activation
  }

  /**
   * The active mock's answer to `request`, or `undefined` when it has none (not a service request).
   * An answer still waiting when the next story is activated ends as a network error (`Response.error()`).
   */
  async respond(request: Request): Promise<Response | undefined> {
    const mock = this.#active
    if (!mock) return undefined
    this.#pending.set(mock, (this.#pending.get(mock) ?? 0) + 1)
    // Counted until the mock is done with it, not until it is let go: the mock may still be writing.
    const answer = getResponse(mock.handlers, request).finally(() => {
      this.#pending.set(mock, (this.#pending.get(mock) ?? 1) - 1)
      for (const listener of this.#answerListeners) listener(mock)
    })
    const left = this.#storyLeft.promise.then(() => Response.error())
    return Promise.race([answer, left])
  }

  /**
   * Calls `listener` with the mock each time it is done with a request (its journal then holds it);
   * the function returned stops it. The Storybook addon's panel lists the story's requests this way.
   */
  onAnswer(listener: (mock: Mock) => void): () => void {
    this.#answerListeners.add(listener)
    return () => this.#answerListeners.delete(listener)
  }

  async #activate(parameters: StoryMockParameters): Promise<Mock> {
    // The story before is left: what it still waits for must not reach the next one's page, nor hold it.
    this.#storyLeft.end()
    this.#storyLeft = settleable()
    const seed = parameters.seed ?? this.#options.seed ?? defaultSeed
    let mock = this.#bySeed.get(seed)
    // A request of the previous story still waiting on latency would write after
    // the reset; it keeps the old instance and the story gets a fresh one.
    if (!mock || (this.#pending.get(mock) ?? 0) > 0) {
      // faker is loaded only for a seed or counts whose data the build did not make.
      await prepareSeedData(seed, this.#options.counts)
      mock = createMock({ ...this.#options, seed })
      this.#bySeed.set(seed, mock)
    }
    await mock.reset()
    try {
      if (parameters.scenario !== undefined) mock.useScenario(parameters.scenario)
    } catch (error) {
      throw new TypeError(
        `Failed to prepare the story's mock: ${(error as Error).message} Please fix parameters.mock.scenario.`,
      )
    }
    if (parameters.latency !== undefined) mock.setLatency(parameters.latency)
    if (parameters.faults !== undefined) mock.setFaults(parameters.faults)
    if (parameters.auth !== undefined) mock.setAuth(parameters.auth)
    if (parameters.data) await applyStoryData(await mock.database(), parameters.data)
    if (parameters.overrides) {
      warnOverridesDeprecated()
      await applyStoryData(await mock.database(), storyDataOf(parameters.overrides))
    }
    this.#active = mock
    return mock
  }
}

/** A promise and the function that ends its wait. */
function settleable(): { promise: Promise<void>; end: () => void } {
  let end!: () => void
  const promise = new Promise<void>((resolve) => (end = resolve))
  return { promise, end }
}
