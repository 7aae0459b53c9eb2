import { describe, expect, test } from 'vitest'
import { defineScenario } from '../../src/engine/scenarios/define-scenario.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

const oneObject = defineScenario({
  name: 'one-object',
  description: 'Only the first well-known object, and updates refused.',
  data: (seeded) => ({ ...seeded, realEstateObjects: seeded.realEstateObjects.slice(0, 1) }),
  readOnly: true,
})

describe('custom scenarios', () => {
  const client = useClient(fetchHandler, { scenarios: [oneObject] }, { resetBeforeEach: false })

  test('a scenario of your own is listed and chosen like a built-in one', async () => {
    const listed = (await client.control('/scenarios')).body.map((scenario: { name: string }) => scenario.name)
    expect(listed).toContain('one-object')
    const headers = { 'X-Mock-Scenario': 'one-object' }
    expect((await client.control('/resources', { headers })).body.realEstateObjects).toEqual(['re-0001'])
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0002', { headers })).status).toBe(404)
    expect((await client.call('/AccountService', { method: 'PATCH', json: {}, headers })).status).toBe(403)
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0002')).status).toBe(200)
  })
})

describe('defineScenario', () => {
  test.each(['Has Spaces', 'UPPER', '', '-leading-dash'])('refuses the name %j', (name) => {
    expect(() => defineScenario({ name, description: 'x' })).toThrow(/lowercase letters, digits and dashes/)
  })
})
