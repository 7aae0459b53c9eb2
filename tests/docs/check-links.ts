/**
 * @module The links of the docs that do not resolve: relative links to files
 * and folders of the repository (the committed API reference among them),
 * `#anchors` against the headings of their page (with the anchor rule the site
 * uses, docs/.vitepress/slug.ts), links to this repository on GitHub, and links
 * to the docs site, against the page of docs/ it is built from.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { slug } from '../../docs/.vitepress/slug.ts'
import { siteUrl } from '../../scripts/doc-includes.ts'
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
  if (target.startsWith(siteUrl)) {
    const [address, anchor] = target.slice(siteUrl.length).split('#') as [string, string | undefined]
    const page = sitePage(address)
    if (!page) return 'no page of docs/ is built into this address of the site'
    return anchorProblem(readFileSync(join(repositoryRoot, page), 'utf8'), anchor)
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
  return anchorProblem(text, anchor)
}

function anchorProblem(text: string, anchor: string | undefined): string | undefined {
  if (anchor === undefined || anchor === '') return undefined
  return anchorsOf(text).has(decodeURIComponent(anchor)) ? undefined : `no heading makes the anchor #${anchor}`
}

/**
 * The page of docs/ VitePress builds into an address of the site, from the repository's root:
 * `vitest.html` (or `vitest`) is docs/vitest.md, `decisions/` docs/decisions/README.md (config.ts's
 * rewrite), another folder its index.md; undefined when there is none.
 */
export function sitePage(address: string): string | undefined {
  const path = decodeURIComponent(address).replace(/\.html$/, '')
  if (/(?:^|\/)README$/.test(path)) return undefined // a folder's README.md is its index.html there
  const candidates =
    path === '' || path.endsWith('/') ? [`${path}index.md`, `${path}README.md`] : [`${path}.md`, `${path}/index.md`]
  return candidates.map((candidate) => `docs/${candidate}`).find((page) => pageText(join(repositoryRoot, page)))
}

/** Every link of the files that does not resolve, as `docs/a.md → b.md#x: why`. */
export function brokenLinks(files: readonly MarkdownFile[]): string[] {
  return files.flatMap((file) => [
    ...linksOf(file.text).flatMap((target) => {
      const problem = problemOf(file, target)
      return problem ? [`${file.path} → ${target}: ${problem}`] : []
    }),
  ])
}
