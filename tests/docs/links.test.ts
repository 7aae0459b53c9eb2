/**
 * Every relative link and #anchor of README.md, docs/ and the committed API
 * reference resolves, and so do links to this repository on GitHub and to the
 * docs site (check-links.ts). README.md links only absolutely: npm shows the
 * README alone, where a relative link leads nowhere
 * (docs/decisions/docs-readable-anywhere.md). VitePress's own check in
 * `npm run docs:build` covers links between pages.
 */
import { describe, expect, test } from 'vitest'
import { siteUrl } from '../../scripts/doc-includes.ts'
import { anchorsOf, brokenLinks, linksOf, sitePage } from './check-links.ts'
import { type MarkdownFile, markdownFiles, referenceFiles } from './markdown-files.ts'
import { strayTags } from './stray-tags.ts'

/** Each link of README.md that npm would not follow: relative, to a file of the repository or an anchor of its own. */
function relativeLinksOfReadme(readme: MarkdownFile): string[] {
  return linksOf(readme.text)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => `${readme.path} → ${target}`)
}

describe('the docs links', () => {
  const files = markdownFiles()

  test('are found in every page', () => {
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['README.md', 'docs/index.md', 'docs/decisions/README.md']),
    )
    expect(files.flatMap((file) => linksOf(file.text)).length).toBeGreaterThan(100)
  })

  test('all resolve', () => {
    expect(brokenLinks(files)).toEqual([])
  })

  test("of the API reference, and the pages' links into it, lead to its committed files", () => {
    const reference = referenceFiles()
    expect(reference.length).toBeGreaterThan(50)
    const intoReference = files.flatMap((file) =>
      linksOf(file.text).filter((target) => target.includes('reference/api/')),
    )
    expect(intoReference.length).toBeGreaterThan(5)
    expect(brokenLinks(reference)).toEqual([])
  })

  test('of README.md are absolute, which npm follows: the docs site for a page, GitHub for a file', () => {
    const readme = files.find((file) => file.path === 'README.md')!
    expect(linksOf(readme.text).filter((target) => target.startsWith(siteUrl)).length).toBeGreaterThan(20)
    expect(relativeLinksOfReadme(readme)).toEqual([])
  })

  test("a relative link of the README is reported; the site's and GitHub's are not", () => {
    const readme = {
      path: 'README.md',
      text: `[a](docs/vitest.md) [b](#quick-start) [c](${siteUrl}vitest.html) [d](https://github.com/real-estate-service-mock/real-estate-service-mock/blob/main/LICENSE)`,
    }
    expect(relativeLinksOfReadme(readme)).toEqual(['README.md → docs/vitest.md', 'README.md → #quick-start'])
  })

  test("a link to the site leads to the page of docs/ it is built from, and its anchor to that page's heading", () => {
    expect(
      ['', 'vitest.html', 'vitest', 'decisions/', 'reference/api/', 'decisions/README.html'].map(sitePage),
    ).toEqual([
      'docs/index.md',
      'docs/vitest.md',
      'docs/vitest.md',
      'docs/decisions/README.md',
      'docs/reference/api/index.md',
      undefined,
    ])
    const page = {
      path: 'README.md',
      text: `[a](${siteUrl}vitest.html#no-such-heading) [b](${siteUrl}no-such-page.html) [c](${siteUrl}scenarios.html)`,
    }
    expect(brokenLinks([page])).toEqual([
      `README.md → ${siteUrl}vitest.html#no-such-heading: no heading makes the anchor #no-such-heading`,
      `README.md → ${siteUrl}no-such-page.html: no page of docs/ is built into this address of the site`,
    ])
  })

  test('a missing page, a missing anchor and a wrong repository path are each reported', () => {
    const page = {
      path: 'docs/example.md',
      text: '# Example\n\n## Two words\n\n[a](missing.md) [b](vitest.md#no-such-heading) [c](#two-words) [d](#example)\n[e](https://github.com/real-estate-service-mock/real-estate-service-mock/tree/main/no-such-folder) [f](/vitest)\n\n```md\n[g](inside-code.md)\n```\n',
    }
    expect(brokenLinks([page])).toEqual([
      'docs/example.md → missing.md: no such file',
      'docs/example.md → vitest.md#no-such-heading: no heading makes the anchor #no-such-heading',
      'docs/example.md → https://github.com/real-estate-service-mock/real-estate-service-mock/tree/main/no-such-folder: no such path in this repository',
      'docs/example.md → /vitest: absolute: write a relative link, which GitHub and the site both follow',
    ])
  })

  test('anchors follow GitHub: code marks and punctuation dropped, underscores and digits kept, repeats numbered', () => {
    expect([
      ...anchorsOf('# `seurity_settings` is spelled so\n## 400 Bad Request\n## Sessions\n## Sessions\n'),
    ]).toEqual(['seurity_settings-is-spelled-so', '400-bad-request', 'sessions', 'sessions-1'])
  })
})

describe('the docs text', () => {
  test('has no placeholder outside code that the site would read as an HTML tag', () => {
    expect(strayTags(markdownFiles())).toEqual([])
  })

  test('a placeholder outside code is reported, one inside code is not', () => {
    const page = {
      path: 'docs/example.md',
      text: 'PUT /__mock/snapshots/<name> and `GET /__mock/snapshots/<name>`, <img src="x.png">\n```sh\ncurl <url>\n```\n',
    }
    expect(strayTags([page])).toEqual(['docs/example.md:1: <name>'])
  })
})
