/**
 * @module The links of the docs that do not resolve: relative links to files
 * and folders of the repository, `#anchors` against the headings of their
 * page (with the anchor rule the site uses, docs/.vitepress/slug.ts), links
 * to this repository on GitHub, and VitePress includes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { slug } from '../../docs/.vitepress/slug.ts'
import { repositoryRoot, withoutFences, type MarkdownFile } from './markdown-files.ts'

const repositoryUrl = 'https://github.com/real-estate-service-mock/real-estate-service-mock/'

/** The anchors of a page's headings, `-1`, `-2`… after a repeated one, as GitHub and markdown-it-anchor number them. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const plain = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '')
    const base = slug(plain)
    let anchor = base
    for (let count = 1; anchors.has(anchor); count++) anchor = `${base}-${count}`
    anchors.add(anchor)
  }
  return anchors
}

/** Each link target of a Markdown text outside code: `[text](target)`, `![alt](target)`, `<img src>`, `<a href>`. */
export function linksOf(text: string): string[] {
  const prose = withoutFences(text).replace(/`[^`\n]*`/g, '')
  const markdown = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!)
  const html = [...prose.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
  return [...markdown, ...html]
}

function pageText(path: string): string | undefined {
  return existsSync(path) && statSync(path).isFile() && path.endsWith('.md') ? readFileSync(path, 'utf8') : undefined
}

/** What is wrong with one link of `file`, or undefined when it resolves. */
function problemOf(file: MarkdownFile, target: string): string | undefined {
  if (target.startsWith(repositoryUrl)) {
    const path = /^(?:blob|tree)\/main\/(.+?)(?:#.*)?$/.exec(target.slice(repositoryUrl.length))?.[1]
    return path && existsSync(join(repositoryRoot, path)) ? undefined : 'no such path in this repository'
  }
  if (/^[a-z][a-z+.-]*:/i.test(target)) return undefined // another site, mailto:
  if (target.startsWith('/')) return 'absolute: write a relative link, which GitHub and the site both follow'
  const [path, anchor] = target.split('#') as [string, string | undefined]
  const here = join(repositoryRoot, file.path)
  const resolved = path === '' ? here : join(dirname(here), decodeURIComponent(path))
  if (path !== '' && !existsSync(resolved)) return 'no such file'
  if (anchor === undefined) return undefined
  const text = path === '' ? file.text : pageText(resolved)
  if (text === undefined) return 'an anchor into something that is not a page'
  return anchorsOf(text).has(decodeURIComponent(anchor)) ? undefined : `no heading makes the anchor #${anchor}`
}

/** Each VitePress include of a page (`<!--@include: path#region-->`) whose file or region is missing. */
function includeProblems(file: MarkdownFile): string[] {
  return [...file.text.matchAll(/<!--\s*@include:\s*([^#\s]+?)(?:#([\w-]+))?\s*-->/g)].flatMap(([, path, region]) => {
    const resolved = join(dirname(join(repositoryRoot, file.path)), path!)
    const text = pageText(resolved)
    if (text === undefined) return [`${file.path}: include ${path}: no such page`]
    if (region && !new RegExp(`<!--\\s*#region ${region}\\s*-->`).test(text))
      return [`${file.path}: include ${path}#${region}: no such region`]
    return []
  })
}

/** Every link of the files that does not resolve, as `docs/a.md → b.md#x: why`. */
export function brokenLinks(files: readonly MarkdownFile[]): string[] {
  return files.flatMap((file) => [
    ...linksOf(file.text).flatMap((target) => {
      const problem = problemOf(file, target)
      return problem ? [`${file.path} → ${target}: ${problem}`] : []
    }),
    ...includeProblems(file),
  ])
}
