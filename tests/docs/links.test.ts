/**
 * Every relative link and #anchor of README.md and docs/ resolves, and so do
 * links to this repository on GitHub and VitePress includes (check-links.ts).
 * VitePress's own check in `npm run docs:build` covers links between pages.
 */
import { describe, expect, test } from 'vitest'
import { anchorsOf, brokenLinks, linksOf } from './check-links.ts'
import { markdownFiles } from './markdown-files.ts'
import { strayTags } from './stray-tags.ts'

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
