/**
 * @module A check before the worker starts: is `mockServiceWorker.js` served,
 * and is it the one of the installed msw? msw alone fails with a vague
 * registration error when the file is missing.
 */
import { logPrefix as prefix } from '../../engine/problems/log.ts'

/** What went wrong, in words for the console and for the overlay in the page. */
type WorkerScriptProblem = {
  ok: false
  /** True when the mock cannot start (no script); false when it starts but the script is out of date. */
  fatal: boolean
  /** The whole sentence, for the console. */
  message: string
  /** What happened, shortly, for a heading. */
  summary: string
  /** Why it matters and what to do, for the page (the console has `message`). */
  detail: string
  /** The command that fixes it. */
  command: string
}

export type WorkerScriptCheck = { ok: true } | WorkerScriptProblem

/** msw's own command: it writes the script into the folder given, and `--save` records the folder so msw keeps it up to date. */
const workerInitCommand = 'npx msw init public --save'

const initAdvice = `Please run "${workerInitCommand}" (with the folder your dev server serves at the page's root in place of "public")`

/**
 * Fetches the worker script and compares its version marker with msw's.
 * @example
 * const check = await checkWorkerScript('/mockServiceWorker.js', '2.15.0')
 * if (!check.ok) console.warn(check.message)
 */
export async function checkWorkerScript(
  url: string,
  expectedVersion: string,
  fetchScript: typeof fetch = fetch,
): Promise<WorkerScriptCheck> {
  let response: Response
  try {
    response = await fetchScript(url, { cache: 'no-store' })
  } catch (error) {
    return {
      ok: false,
      fatal: true,
      summary: `The worker script at ${url} could not be loaded`,
      detail: `${(error as Error).message}: is the page's server running? msw answers the app's requests from a service worker, whose script the server must serve.`,
      message: `${prefix} Failed to load the worker script at ${url}: ${(error as Error).message}. Please check that the page's server is running.`,
      command: workerInitCommand,
    }
  }
  const contentType = response.headers.get('Content-Type') ?? ''
  const text = response.ok ? await response.text() : ''
  // Dev servers answer unknown paths with index.html: that is a missing worker too.
  if (!response.ok || !/javascript/i.test(contentType) || !text.includes('PACKAGE_VERSION')) {
    return {
      ok: false,
      fatal: true,
      summary: `There is no worker script at ${url}`,
      detail: `The page's server answered HTTP ${response.status} (${contentType || 'no content type'}). msw answers the app's requests from a service worker, whose script your dev server must serve at that path. Run the command below with the folder your dev server serves at "/" in place of "public", or pass the script's location to startMock as "workerUrl".`,
      message: `${prefix} Failed to start the mock: there is no worker script at ${url} (HTTP ${response.status}, ${contentType || 'no content type'}). ${initAdvice} so that the file is served at that path, or pass its location as "workerUrl".`,
      command: workerInitCommand,
    }
  }
  const version = text.match(/PACKAGE_VERSION\s*=\s*['"]([^'"]+)['"]/)?.[1]
  if (version === expectedVersion) return { ok: true }
  const found = `msw ${version ?? 'of an unknown version'}`
  // msw 2's page and msw 3's script do not understand each other (a closing page, navigations): a
  // script from another major would start and then answer wrongly, so it stops the mock here.
  if (majorOf(version) !== majorOf(expectedVersion)) {
    return {
      ok: false,
      fatal: true,
      summary: `The worker script at ${url} comes from ${found}, but msw ${expectedVersion} is installed`,
      detail: `A worker script works only with the msw major it came from. Run the command below with the folder your dev server serves at "/" in place of "public".${refreshAdvice(expectedVersion)}`,
      message: `${prefix} Failed to start the mock: the worker script at ${url} comes from ${found}, but msw ${expectedVersion} is installed, and a worker script works only with the msw major it came from. ${initAdvice} to replace it.${refreshAdvice(expectedVersion)}`,
      command: workerInitCommand,
    }
  }
  return {
    ok: false,
    fatal: false,
    summary: `The worker script at ${url} comes from ${found}, but msw ${expectedVersion} is installed`,
    detail: `The mock started, but a script from another msw may answer wrongly or not at all. Run the command below with the folder your dev server serves at "/" in place of "public".${refreshAdvice(expectedVersion)}`,
    message: `${prefix} The worker script at ${url} comes from ${found}, but msw ${expectedVersion} is installed. ${initAdvice} to update it.${refreshAdvice(expectedVersion)}`,
    command: workerInitCommand,
  }
}

function majorOf(version: string | undefined): string | undefined {
  return version?.split('.')[0]
}

/**
 * msw 2 copies the script again on every install into the folders `--save` recorded; msw 3 has no
 * install step, so its script is refreshed by hand after an upgrade, or served by msw's Vite plugin.
 */
function refreshAdvice(installedVersion: string): string {
  if (Number(majorOf(installedVersion)) < 3) return ' "--save" lets msw keep it up to date on every install.'
  return ' msw 3 does not update it on install: run the command again after upgrading msw, or let msw\'s Vite plugin ("msw/vite", with mode "worker-only") serve it.'
}
