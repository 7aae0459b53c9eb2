/**
 * @module Code and text a docs page copies from another file of the
 * repository, held in the page itself so that GitHub and npm show it as the
 * site does (docs/decisions/docs-readable-anywhere.md). A copy starts with a
 * marker, an HTML comment no renderer shows, naming its source from the
 * repository's root and, after `#`, a region the source marks
 * (`// #region name` … `// #endregion name`, or `<!-- #region name -->`):
 *
 *   <!-- code from examples/react-app/src/main.tsx -->   then the fenced block
 *   <!-- text from README.md#which-adapter -->           then the text, then
 *   <!-- end of text from README.md#which-adapter -->
 *
 * `expandPage` writes each copy afresh from its source, and turns VitePress's
 * includes (`<<< @/../file#region`, `<!--@include: file#region-->`), which only
 * the site reads, into such copies.
 */
import { dirname, extname, join, posix, relative } from 'node:path'

/** The docs site, where README.md's links to the docs pages lead (a page `x.md` is `x.html` there). */
export const siteUrl = 'https://real-estate-service-mock.github.io/real-estate-service-mock/'

/** What a page's copies are refreshed with: the text of a file, by its path from the repository's root. */
export type ReadSource = (path: string) => string

const codeMarker = /^<!-- code from (\S+?) -->$/
const textMarker = /^<!-- text from (\S+?) -->$/
const textEndMarker = /^<!-- end of text from (\S+?) -->$/
/** VitePress's code include: `<<< @/path` is from docs/, `<<< path` from the page. */
const snippetInclude = /^<<<\s+(\S+?)(?:\s.*)?$/
/** VitePress's Markdown include, on a line of its own. */
const markdownInclude = /^<!--\s*@include:\s*(\S+?)\s*-->$/
const fenceOpening = /^\s*(`{3,}|~{3,})/
const regionStart = /^\s*(?:\/\/|\/\*|<!--)\s*#region\s+([\w.-]+)/
const regionEnd = /^\s*(?:\/\/|\/\*|<!--)\s*#endregion\b\s*([\w.-]*)/

/** A copy that cannot be made: its page and line, and why. */
export class DocIncludeError extends Error {
  override name = 'DocIncludeError'
}

/** The language of a fenced block, by the source's extension: `tsx` for `.tsx`, `js` for `.mjs`. */
function languageOf(path: string): string {
  const extension = extname(path).slice(1)
  const aliases: Record<string, string> = { mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts', yml: 'yaml' }
  return aliases[extension] ?? extension
}

/** The names of the regions a file marks, in order, each once. */
export function regionNames(text: string): string[] {
  return [...new Set(text.split('\n').flatMap((line) => regionStart.exec(line)?.[1] ?? []))]
}

/**
 * The lines of every region `name` marks, joined in order (as VitePress joins them), nested marker
 * lines left out and the common indentation taken off; the whole file, its last newline off, with no name.
 */
function regionText(text: string, name: string | undefined): string | undefined {
  const lines = text.replace(/\n+$/, '').split('\n')
  if (!name) return lines.join('\n')
  const open: { name: string; start: number }[] = []
  const spans: [number, number][] = []
  lines.forEach((line, index) => {
    const start = regionStart.exec(line)?.[1]
    if (start) {
      open.push({ name: start, start: index + 1 })
      return
    }
    const end = regionEnd.exec(line)
    if (!end) return
    const at = end[1] ? open.findLastIndex((region) => region.name === end[1]) : open.length - 1
    if (at === -1) return
    const [closed] = open.splice(at)
    if (closed!.name === name && !open.some((region) => region.name === name)) spans.push([closed!.start, index])
  })
  if (spans.length === 0) return undefined
  const chosen = spans
    .flatMap(([start, end]) => lines.slice(start, end))
    .filter((line) => !regionStart.test(line) && !regionEnd.test(line))
  const indent = Math.min(...chosen.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length))
  return chosen
    .map((line) => line.slice(Number.isFinite(indent) ? indent : 0))
    .join('\n')
    .replace(/^\n+|\n+$/g, '')
}

/** A fenced block holding `code`, with more backticks than any line of it starts with. */
function fenced(code: string, language: string): string[] {
  const longest = Math.max(2, ...[...code.matchAll(/^\s*(`{3,})/gm)].map((match) => match[1]!.length))
  const ticks = '`'.repeat(longest + 1)
  return [`${ticks}${language}`, ...code.split('\n'), ticks]
}

/**
 * Relative links of text copied from `fromFile` into `toFile`, made to lead where they led, and the
 * site's links to a page made relative links to its Markdown (a page reads the pages beside it in place).
 */
function rebaseLinks(text: string, fromFile: string, toFile: string): string {
  return text.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
    const [path, anchor] = target.split('#') as [string, string | undefined]
    let repositoryPath: string | undefined
    if (path.startsWith(siteUrl)) {
      const page = path.slice(siteUrl.length).replace(/\.html$/, '')
      repositoryPath = `docs/${page === '' || page.endsWith('/') ? `${page}index` : page}.md`
    } else if (path !== '' && !/^[a-z][a-z+.-]*:/i.test(path)) {
      repositoryPath = posix.join(posix.dirname(fromFile), path)
    }
    if (!repositoryPath) return whole
    const rebased = posix.relative(posix.dirname(toFile), repositoryPath) || posix.basename(repositoryPath)
    return `](${rebased}${anchor === undefined ? '' : `#${anchor}`})`
  })
}

/** A source named by a marker, `path#region` from the repository's root, split. */
function sourceOf(reference: string): { path: string; region: string | undefined } {
  const [path, region] = reference.split('#') as [string, string | undefined]
  return { path, region }
}

/** The page `page` with every copy written afresh from its source, and every VitePress include made a copy. */
export function expandPage(page: string, text: string, read: ReadSource): string {
  const lines = text.split('\n')
  const out: string[] = []
  const fail = (index: number, problem: string): never => {
    throw new DocIncludeError(`${page}:${index + 1}: ${problem}`)
  }
  const copied = (index: number, reference: string): string => {
    const { path, region } = sourceOf(reference)
    let source: string
    try {
      source = read(path)
    } catch {
      return fail(index, `${path}: no such file in the repository`)
    }
    const copy = regionText(source, region)
    if (copy === undefined) {
      const names = regionNames(source)
      return fail(
        index,
        `${path} marks no region "${region}" (${names.length ? `its regions: ${names.join(', ')}` : 'it marks none'}); name one in the marker`,
      )
    }
    return copy
  }
  const codeCopy = (index: number, reference: string) => [
    `<!-- code from ${reference} -->`,
    ...fenced(copied(index, reference), languageOf(sourceOf(reference).path)),
  ]
  const textCopy = (index: number, reference: string) => [
    `<!-- text from ${reference} -->`,
    '',
    rebaseLinks(copied(index, reference), sourceOf(reference).path, page),
    '',
    `<!-- end of text from ${reference} -->`,
  ]
  /** A path an include names, from the repository's root: `@/` is docs/, anything else is from the page. */
  const fromRoot = (path: string) =>
    relative('.', path.startsWith('@/') ? join('docs', path.slice(2)) : join(dirname(page), path)).replaceAll('\\', '/')

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const fence = fenceOpening.exec(line)
    if (fence) {
      // Another page's code: kept as it is, markers and includes shown in it included.
      const closing = lines.findIndex(
        (candidate, at) => at > index && new RegExp(`^\\s*${fence[1]}\\s*$`).test(candidate),
      )
      const end = closing === -1 ? lines.length - 1 : closing
      out.push(...lines.slice(index, end + 1))
      index = end
      continue
    }
    const code = codeMarker.exec(line)?.[1]
    if (code) {
      const next = lines[index + 1] ?? ''
      const opening = fenceOpening.exec(next)
      if (opening) {
        const closing = lines.findIndex(
          (candidate, at) => at > index + 1 && new RegExp(`^\\s*${opening[1]}\\s*$`).test(candidate),
        )
        if (closing === -1) fail(index + 1, 'a code block that never ends')
        out.push(...codeCopy(index, code))
        index = closing
      } else out.push(...codeCopy(index, code))
      continue
    }
    const text = textMarker.exec(line)?.[1]
    if (text) {
      const end = lines.findIndex((candidate, at) => at > index && textEndMarker.test(candidate))
      if (end === -1) fail(index, `no "<!-- end of text from ${text} -->" after the text`)
      out.push(...textCopy(index, text))
      index = end
      continue
    }
    const snippet = snippetInclude.exec(line)?.[1]
    if (snippet) {
      const { path, region } = sourceOf(snippet)
      out.push(...codeCopy(index, `${fromRoot(path)}${region ? `#${region}` : ''}`))
      continue
    }
    const include = markdownInclude.exec(line)?.[1]
    if (include) {
      const { path, region } = sourceOf(include)
      out.push(...textCopy(index, `${fromRoot(path)}${region ? `#${region}` : ''}`))
      continue
    }
    out.push(line)
  }
  return out.join('\n')
}

/** Each VitePress include of a page outside code, as `docs/a.md:12: <<< @/../x.ts`. */
export function includesLeft(page: string, text: string): string[] {
  const found: string[] = []
  const lines = text.split('\n')
  let fence: string | undefined
  lines.forEach((line, index) => {
    const opening = fenceOpening.exec(line)?.[1]
    if (fence) {
      if (new RegExp(`^\\s*${fence}\\s*$`).test(line)) fence = undefined
      return
    }
    if (opening) {
      fence = opening
      return
    }
    if (/^\s*<<<\s/.test(line) || /<!--\s*@include:/.test(line)) found.push(`${page}:${index + 1}: ${line.trim()}`)
  })
  return found
}
