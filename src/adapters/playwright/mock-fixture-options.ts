/**
 * @module What `test.use({ mockOptions })` accepts: `createMock`'s options for
 * a mock in the test process (the default), or `server` and what a session of
 * that server can take, for server mode.
 */
import type { MockOptions } from '../../engine/session/mock-options.ts'
import type { PactFixtureOptions } from './pact-fixture-options.ts'
import { defaultSvc } from '../../model/create-paths.ts'
import { controlPrefixOf } from '../../engine/request/control-prefix.ts'

/** What both modes take besides the mock's own options. */
type FixtureOnlyOptions = {
  /**
   * Write one Pact (v3) of every test's answers, all workers merged, to
   * `<dir>/<consumer>-<provider>.json` when the run ends (docs/contracts.md).
   * @example
   * test.use({ mockOptions: { pact: { consumer: 'shop', provider: 'real-estate-service', dir: 'pacts' } } })
   */
  pact?: PactFixtureOptions
}

/** A fresh `createMock(options)` per test, in the test process; the page's requests are routed to it. */
type InProcessMockOptions = MockOptions &
  FixtureOnlyOptions & {
    /** Absent: the mock runs in the test process. */
    server?: undefined
  }

/**
 * The page's requests are sent on to a standalone server, in a session of
 * their own per test. Data counts and custom scenarios are the server's,
 * chosen when it starts; a session chooses its seed, scenario, latency,
 * faults and auth.
 */
export type ServerMockOptions = Pick<MockOptions, 'seed' | 'scenario' | 'latency' | 'faults' | 'auth'> &
  FixtureOnlyOptions & {
    /** The server's URL, e.g. `http://127.0.0.1:4010`. */
    server: string
    /** The server's `svc` path segment, if it was started with another (`--svc`). Default `svc`. */
    svc?: string
    /** The server's control prefix, if it was started with another. Default `/__mock`. */
    controlPrefix?: string
    /** Where the page reaches the service, if only there: origin and optionally a path. Default: any origin. */
    baseUrl?: string
  }

/** The fixture option `mockOptions`: `createMock`'s options for a mock in the test's process, or `{ server, … }` for a session of a standalone server (server mode), where the data's shape is the server's. */
export type MockFixtureOptions = InProcessMockOptions | ServerMockOptions

/** The server's service path and control prefix, written as the server writes them. */
export function serverPaths(options: Pick<ServerMockOptions, 'svc' | 'controlPrefix'>): {
  servicePath: string
  controlPrefix: string
} {
  return {
    servicePath: `/${options.svc ?? defaultSvc}/v1`,
    controlPrefix: controlPrefixOf(options.controlPrefix),
  }
}
