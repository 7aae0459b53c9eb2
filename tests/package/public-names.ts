/**
 * @module The names each entry of the package exports, pinned: a name added to or removed from an
 * entry fails the packed-package test until it is written here, and in the CHANGELOG. The rule for
 * what an entry exports is docs/decisions/public-names.md.
 */

/** Each entry's exported names, values and types alike, by the entry's file name in `lib/`. */
export const publicNames: Record<string, readonly string[]> = {
  index: [
    // The service: records, schemas, roles, operations, URLs and the OpenAPI document.
    'RealEstateObject',
    'UserAccount',
    'AccountSettings',
    'AccountSettingsUpdate',
    'AccountSettingsPatch',
    'Problem',
    'realEstateObjectSchema',
    'userAccountSchema',
    'accountSettingsSchema',
    'accountSettingsUpdateSchema',
    'accountSettingsPatchSchema',
    'problemSchema',
    'roles',
    'permissionNames',
    'operations',
    'OperationId',
    'createOpenApiDocument',
    'createPaths',
    'paths',
    'wellKnownUsernames',
    // The mock, whichever adapter made it.
    'Mock',
    'MockSession',
    'MockOptions',
    'JournalEntry',
    'OverrideResolver',
    'MockError',
    'HttpProblem',
    // Scenarios and settings.
    'defineScenario',
    'ScenarioDefinition',
    'builtInScenarioNames',
    'ScenarioName',
    'ScenarioNames',
    'LatencySettings',
    'FaultSettings',
    // The engine, for an adapter of one's own.
    'createEngine',
    'Engine',
    'EngineRequest',
    'EngineAnswer',
  ],
  node: ['createMock', 'verifyService'],
  browser: [
    'startMock',
    'createMock',
    'mountDevPanel',
    'getMockToken',
    'createControlClient',
    'ControlError',
    'ControlTokenRequiredError',
    'mockReadyEvent',
    'mockChangeEvent',
    'mockRequestEvent',
    'sessionChangeEvent',
    'tokenChangeEvent',
    'controlTokenChangeEvent',
  ],
  storybook: ['mockLoader', 'useStoryMock', 'applyStoryData', 'applyOverrides', 'StoryMocks', 'createMockWorker'],
  server: ['createServer', 'MockServer'],
  vite: ['realEstateServiceMock'],
  playwright: ['test', 'expect', 'isRemoteMock', 'MockFixtures', 'RemoteMock'],
  'vitest-browser': ['test'],
}

/** Names exported by more than one entry, each for the reason written beside its second export. */
export const namesInTwoEntries = ['createMock', 'test']
