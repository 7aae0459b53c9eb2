/**
 * @module A check before the worker starts: is `mockServiceWorker.js` served,
 * and is it the one of the installed msw? msw alone fails with a vague
 * registration error when the file is missing.
 */
import { logPrefix as prefix } from '../../engine/log.ts'

export type WorkerScriptCheck = { ok: true } | { ok: false; fatal: boolean; message: string }

const initCommand = 'npx msw init <your public folder> --save'

/**
 * Fetches the worker script and compares its version marker with msw's.
 * @example
 * const check = await checkWorkerScript('/mockServiceWorker.js', '2.15.0')
 * if (!check.ok) console.warn(check.message)
 */
export async function checkWorkerScript(url: string, expectedVersion: string, fetchScript: typeof fetch = fetch): Promise<WorkerScriptCheck> {
  let response: Response
  try {
    response = await fetchScript(url, { cache: 'no-store' })
  } catch (error) {
    return { ok: false, fatal: true, message: `${prefix} Failed to load the worker script at ${url}: ${(error as Error).message}. Please check that the page's server is running.` }
  }
  const contentType = response.headers.get('Content-Type') ?? ''
  const text = response.ok ? await response.text() : ''
  // Dev servers answer unknown paths with index.html: that is a missing worker too.
  if (!response.ok || !/javascript/i.test(contentType) || !text.includes('PACKAGE_VERSION')) {
    return {
      ok: false,
      fatal: true,
      message: `${prefix} Failed to start the mock: there is no worker script at ${url} (HTTP ${response.status}, ${contentType || 'no content type'}). Please run "${initCommand}" so that the file is served at that path, or pass its location as "workerUrl".`,
    }
  }
  const version = text.match(/PACKAGE_VERSION\s*=\s*['"]([^'"]+)['"]/)?.[1]
  if (version !== expectedVersion) {
    return {
      ok: false,
      fatal: false,
      message: `${prefix} The worker script at ${url} comes from msw ${version ?? 'of an unknown version'}, but msw ${expectedVersion} is installed. Please run "${initCommand}" to update it.`,
    }
  }
  return { ok: true }
}
