import { describe, expect, test } from 'vitest'
import { wellKnownRealEstateObjects } from '../../../fixtures/index.ts'
import { StoryMocks } from './story-mocks.ts'

const objectUrl = (id: string) => `http://localhost/svc/v1/RealEstateService/RealEstateObjects/${id}`
const settingsUrl = 'http://localhost/svc/v1/AccountService'
const seededName = wellKnownRealEstateObjects[0]?.name

async function nameOf(mocks: StoryMocks, id: string): Promise<unknown> {
  const response = await mocks.respond(new Request(objectUrl(id)))
  return response?.ok ? (await response.json()).name : response?.status
}

function patchSettings(mocks: StoryMocks, body: object): Promise<Response | undefined> {
  return mocks.respond(
    new Request(settingsUrl, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

describe('StoryMocks', () => {
  test('before any story, it answers nothing', async () => {
    expect(await new StoryMocks().respond(new Request(objectUrl('re-0001')))).toBeUndefined()
  })

  test('a request outside the service gets no answer, so it passes through', async () => {
    const mocks = new StoryMocks()
    await mocks.activate()
    expect(await mocks.respond(new Request('http://localhost/assets/app.js'))).toBeUndefined()
  })

  test('the story scenario applies', async () => {
    const mocks = new StoryMocks()
    await mocks.activate({ scenario: 'maintenance' })
    const response = await mocks.respond(new Request(objectUrl('re-0001')))
    expect(response?.status).toBe(503)
    expect(response?.headers.get('Retry-After')).toBe('120')
  })

  test('a list of scenarios stacks them, left to right', async () => {
    const mocks = new StoryMocks()
    const mock = await mocks.activate({ scenario: ['empty', 'maintenance'] })
    expect(mock.settings.scenario().name).toBe('empty,maintenance')
    expect((await mocks.respond(new Request(objectUrl('re-0001'))))?.status).toBe(503)
  })

  test('the next story starts from the seed: scenario, settings, data and journal', async () => {
    const mocks = new StoryMocks()
    const first = await mocks.activate({ scenario: 'read-only', faults: { getAccount: { status: 500 } } })
    await mocks.activate({ data: { realEstateObjects: { 're-0001': { name: 'Renamed' } } } })
    expect(await nameOf(mocks, 're-0001')).toBe('Renamed')
    expect((await patchSettings(mocks, { activity_logs: false }))?.status).toBe(200)

    const next = await mocks.activate()
    expect(next).toBe(first)
    expect(next.settings.scenario().name).toBe('default')
    expect(await nameOf(mocks, 're-0001')).toBe(seededName)
    const settings = await (await mocks.respond(new Request(settingsUrl)))?.json()
    expect(settings.activity_logs).toBe(true)
    expect(next.requests.all().length).toBe(2)
  })

  test('each seed gets its own mock, kept for the next story with that seed', async () => {
    const mocks = new StoryMocks({ seed: 42 })
    const seed42 = await mocks.activate()
    const name42 = await nameOf(mocks, 're-0006')
    const seed7 = await mocks.activate({ seed: 7 })
    expect(seed7).not.toBe(seed42)
    expect(seed7.seed).toBe(7)
    expect(await nameOf(mocks, 're-0006')).not.toBe(name42)
    expect(await mocks.activate({ seed: 7 })).toBe(seed7)
    expect(await mocks.activate()).toBe(seed42)
    expect(await nameOf(mocks, 're-0006')).toBe(name42)
  })

  test('a request still waiting when the story changes keeps the old mock; the new story gets a fresh one', async () => {
    const mocks = new StoryMocks()
    const slow = await mocks.activate({ latency: 50 })
    const late = patchSettings(mocks, { activity_logs: false })
    const next = await mocks.activate()
    expect(next).not.toBe(slow)
    // Let go when the story changed: the page it was for is gone.
    expect((await late)?.type).toBe('error')
    const settings = await (await mocks.respond(new Request(settingsUrl)))?.json()
    expect(settings.activity_logs).toBe(true)
  })

  test('an answer that hangs in one story ends as a network error when the next story starts, which answers at once (msw-storybook-addon #82)', async () => {
    const mocks = new StoryMocks()
    await mocks.activate({ faults: { getRealEstateObject: 'hang' } })
    let settled = false
    const hanging = mocks.respond(new Request(objectUrl('re-0001'))).finally(() => (settled = true))
    // Nothing settles it while the story lasts.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)

    await mocks.activate()
    expect((await hanging)?.type).toBe('error')
    expect(await nameOf(mocks, 're-0001')).toBe(seededName)
  })

  test('a long latency of one story does not hold the next one', async () => {
    const mocks = new StoryMocks()
    await mocks.activate({ latency: 'infinite' })
    const waiting = mocks.respond(new Request(settingsUrl))
    await mocks.activate({ scenario: 'maintenance' })
    expect((await waiting)?.type).toBe('error')
    expect((await mocks.respond(new Request(settingsUrl)))?.status).toBe(503)
  })

  test('an unknown scenario is refused with the known names', async () => {
    await expect(new StoryMocks().activate({ scenario: 'nope' })).rejects.toThrow(
      /Failed to prepare the story's mock: Unknown scenario "nope". Known scenarios: default, .*maintenance/,
    )
  })

  test('activations run one after another; the last one answers', async () => {
    const mocks = new StoryMocks()
    await Promise.all([mocks.activate({ scenario: 'maintenance' }), mocks.activate({ scenario: 'empty' })])
    expect(mocks.active?.settings.scenario().name).toBe('empty')
    expect((await mocks.respond(new Request(objectUrl('re-0001'))))?.status).toBe(404)
  })
})
