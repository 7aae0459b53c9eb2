/**
 * @module The site build's last step: a `.br` and a `.gz` beside each text
 * file of the output folder, for the standalone server to send to clients
 * that take them (`serve-site.ts`), compressed once at the best levels.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { siteEncodings } from './choose-encoding.ts'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files worth compressing: text. Images and fonts come compressed already. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt'])

/** Every file under `directory`, as paths relative to it. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `file.br` and `file.gz` beside each text file under `directory`; returns the files compressed.
 * @example await precompressSite('site-dist')
 */
export async function precompressSite(directory: string): Promise<string[]> {
  const files = (await filesUnder(directory)).filter((file) => compressible.has(extname(file)))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      const [br, gz] = siteEncodings
      await writeFile(
        file + br.extension,
        await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      )
      await writeFile(file + gz.extension, await gzipped(body, { level: constants.Z_BEST_COMPRESSION }))
    }),
  )
  return files
}

/** A Vite plugin: `precompressSite` on the output folder once the build is written, public files included. */
export function precompressSitePlugin(): Plugin {
  let outDir: string | undefined
  return {
    name: 'real-estate-service-mock:precompress-site',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (outDir) await precompressSite(outDir)
    },
  }
}
