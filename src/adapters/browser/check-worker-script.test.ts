import { describe, expect, test } from 'vitest'
import { checkWorkerScript } from './check-worker-script.ts'

const script = (version: string) => `const PACKAGE_VERSION = '${version}'\nconst INTEGRITY_CHECKSUM = 'x'\n`
const serve = (body: string, init: ResponseInit) => (async () => new Response(body, init)) as typeof fetch

describe('checkWorkerScript', () => {
  test('the installed version -> ok', async () => {
    const check = await checkWorkerScript(
      '/mockServiceWorker.js',
      '2.15.0',
      serve(script('2.15.0'), { headers: { 'Content-Type': 'text/javascript' } }),
    )
    expect(check).toEqual({ ok: true })
  })

  test.each([
    {
      name: 'HTTP 404 -> fatal, says how to add the file',
      body: 'Not found',
      init: { status: 404, headers: { 'Content-Type': 'text/plain' } },
    },
    {
      name: 'index.html fallback of a dev server -> fatal',
      body: '<!doctype html>',
      init: { headers: { 'Content-Type': 'text/html' } },
    },
  ])('$name', async ({ body, init }) => {
    const check = await checkWorkerScript('/mockServiceWorker.js', '2.15.0', serve(body, init))
    expect(check).toMatchObject({
      ok: false,
      fatal: true,
      message: expect.stringMatching(/no worker script at \/mockServiceWorker\.js.*npx msw init/),
      summary: 'There is no worker script at /mockServiceWorker.js',
      detail: expect.stringContaining('workerUrl'),
      command: 'npx msw init public --save',
    })
  })

  test('another msw version -> a warning naming both versions', async () => {
    const check = await checkWorkerScript(
      '/mockServiceWorker.js',
      '2.15.0',
      serve(script('2.3.1'), { headers: { 'Content-Type': 'application/javascript' } }),
    )
    expect(check).toMatchObject({
      ok: false,
      fatal: false,
      message: expect.stringMatching(/msw 2\.3\.1, but msw 2\.15\.0 is installed/),
      command: 'npx msw init public --save',
    })
  })

  test.each([
    { script: '2.15.0', installed: '3.0.5', advice: /msw 3 does not update it on install.*msw\/vite/ },
    { script: '3.0.5', installed: '2.15.0', advice: /"--save" lets msw keep it up to date on every install/ },
  ])(
    'a script of msw $script with msw $installed installed -> fatal, says what to run for the installed major',
    async ({ script: scriptVersion, installed, advice }) => {
      const check = await checkWorkerScript(
        '/mockServiceWorker.js',
        installed,
        serve(script(scriptVersion), { headers: { 'Content-Type': 'text/javascript' } }),
      )
      expect(check).toMatchObject({
        ok: false,
        fatal: true,
        summary: `The worker script at /mockServiceWorker.js comes from msw ${scriptVersion}, but msw ${installed} is installed`,
        message: expect.stringMatching(/works only with the msw major it came from.*npx msw init public --save/),
        command: 'npx msw init public --save',
      })
      expect(check.ok === false && check.message).toMatch(advice)
    },
  )

  test('another minor of the same major -> a warning, not a refusal', async () => {
    const check = await checkWorkerScript(
      '/mockServiceWorker.js',
      '3.0.5',
      serve(script('3.0.1'), { headers: { 'Content-Type': 'text/javascript' } }),
    )
    expect(check).toMatchObject({
      ok: false,
      fatal: false,
      message: expect.stringMatching(/msw 3\.0\.1, but msw 3\.0\.5/),
    })
  })

  test('a network failure -> fatal', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await checkWorkerScript('/x.js', '2.15.0', failing)).toMatchObject({ ok: false, fatal: true })
  })
})
