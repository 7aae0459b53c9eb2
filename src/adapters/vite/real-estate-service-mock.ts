/**
 * @module The Vite adapter: a plugin that serves the mock from `vite dev` and
 * `vite preview` through the `node:http` middleware, so the app calls the
 * service with no service worker at all. The control API and the simulator
 * page (at `/__mock/`) come with it.
 */
import type { Connect, Plugin } from 'vite'
import { logPrefix } from '../../engine/problems/log.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { type ControlGuardOptions, createControlGuard } from '../../node-http/control-guard.ts'
import { controlScreen, createNodeHandler } from '../../node-http/create-node-handler.ts'
import { siteFor } from '../../node-http/serve-site.ts'
import { engineBehind, type Mock } from '../create-mock.ts'
import { createMock } from '../middleware/create-node-mock.ts'

/** What the Vite plugin takes: `createMock`'s options (or a `mock` made beforehand), the origins and token that may drive the control API, the body limit, and the simulator page's folder. */
export type RealEstateServiceMockOptions = MockOptions & {
  /** Origins trusted beside loopback ones and the dev server's own to drive the control API. */
  corsOrigins?: readonly string[]
  /** Required of every control request as `Authorization: Bearer <token>`, when set. */
  controlToken?: string
  /** Request bodies above this many bytes answer `413` without being read. Default 1 MiB. */
  maxBody?: number
  /** A mock made beforehand, to drive from the Vite config or a test. */
  mock?: Mock
  /** Folder of the built simulator page, served at `/__mock/`; `false` for none. Default: the package's `site-dist`. */
  site?: string | false
}

/**
 * @example
 * // vite.config.ts
 * import { defineConfig } from 'vite'
 * import { realEstateServiceMock } from 'real-estate-service-mock/vite'
 *
 * export default defineConfig({ plugins: [realEstateServiceMock({ seed: 7 })] })
 */
export function realEstateServiceMock(
  options: RealEstateServiceMockOptions = {},
): Plugin<{ mock: Mock }> & { api: { mock: Mock } } {
  const { mock: given, site, corsOrigins, controlToken, maxBody, ...mockOptions } = options
  // One mock for dev and preview alike, made once: its state lives as long as the Vite process.
  const mock = given ?? createMock(mockOptions)

  // The hosts Vite answers are the ones the control API answers: Vite checks them first, and a host
  // allowed in the Vite config must not then be refused by the mock.
  const engine = engineBehind(mock)
  const mount = (middlewares: Connect.Server, allowedHosts: ControlGuardOptions['allowedHosts']) => {
    const guard = createControlGuard({ corsOrigins, controlToken, allowedHosts })
    // The middleware adapter's path with the simulator page behind the engine: each request parsed once.
    // Added directly, not from a returned function: the mock answers before Vite serves files and its SPA
    // fallback. Vite's own guards (request checks, CORS, allowed hosts) still run first.
    middlewares.use(
      createNodeHandler(engine, { screen: controlScreen(engine, guard), maxBody, site: siteFor(engine, site) }),
    )
  }

  return {
    name: 'real-estate-service-mock',
    api: { mock },
    configureServer(server) {
      mount(server.middlewares, server.config.server.allowedHosts)
      server.config.logger.info(
        `${logPrefix} Serving the service at ${mock.paths.servicePath}, the control API and simulator page at ${mock.paths.controlPrefix}/`,
      )
    },
    configurePreviewServer(server) {
      mount(server.middlewares, server.config.preview.allowedHosts)
    },
  }
}
