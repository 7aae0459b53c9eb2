/**
 * @module The site's sidebar: the pages of docs/, grouped, the users' first and
 * the contributors' (docs/contributing/, docs/decisions/) last. The decisions are
 * read from docs/decisions/, so a new decision page is listed without an edit
 * here; a test checks that every other page of docs/ is listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'

interface SidebarItem {
  text: string
  link: string
}

/** An item of the sidebar TypeDoc writes beside the generated reference: a page, a group of pages, or both. */
interface ReferenceItem {
  text: string
  link?: string
  collapsed?: boolean
  items?: ReferenceItem[]
}

export interface SidebarGroup {
  text: string
  collapsed?: boolean
  items: SidebarItem[]
}

const decisionsFolder = new URL('../decisions/', import.meta.url)

/** Each page of docs/decisions/ but its index, by its first heading. */
function decisionPages(): SidebarItem[] {
  return readdirSync(decisionsFolder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, decisionsFolder), 'utf8')
      const title = /^# (.+)$/m.exec(text)?.[1] ?? file.replace(/\.md$/, '')
      return { text: title.replace(/`/g, ''), link: `/decisions/${file.replace(/\.md$/, '')}` }
    })
}

export const sidebar: SidebarGroup[] = [
  {
    text: 'Start',
    items: [
      { text: 'Getting started', link: '/' },
      { text: 'A React app, every setup', link: '/react-app' },
      { text: 'Migrating from msw', link: '/migrating-from-msw' },
      { text: 'Troubleshooting', link: '/troubleshooting' },
      { text: 'What is supported', link: '/support' },
    ],
  },
  {
    text: 'Integrations',
    items: [
      { text: 'Vitest', link: '/vitest' },
      { text: 'Playwright', link: '/playwright' },
      { text: 'Vitest Browser Mode', link: '/vitest-browser' },
      { text: 'Vite app', link: '/vite-app' },
      { text: 'Vite plugin', link: '/vite-plugin' },
      { text: 'Storybook', link: '/storybook' },
      { text: 'Express and Fetch servers', link: '/express-and-fetch' },
      { text: 'Standalone server', link: '/standalone-server' },
    ],
  },
  {
    text: 'Features',
    items: [
      { text: 'Scenarios', link: '/scenarios' },
      { text: 'Latency and faults', link: '/latency-and-faults' },
      { text: 'Auth', link: '/auth' },
      { text: 'Sessions', link: '/sessions' },
      { text: 'Scaling out', link: '/scaling-out' },
      { text: 'Snapshots and timeline', link: '/snapshots-and-timeline' },
      { text: 'Request journal', link: '/journal' },
      { text: 'Real service', link: '/real-service' },
      { text: 'Dev panel and simulator page', link: '/dev-panel' },
      { text: 'Coding agents (MCP)', link: '/mcp' },
    ],
  },
  {
    text: 'Reference',
    items: [
      { text: 'API reference', link: '/api' },
      { text: 'Data reference', link: '/reference' },
      { text: 'OpenAPI', link: '/openapi' },
      { text: "Contracts with the service's team", link: '/contracts' },
      { text: 'Security', link: '/security' },
      { text: 'Performance', link: '/performance' },
      { text: 'Browsers', link: '/browsers' },
    ],
  },
  // For those who work on this repository, not for users of the package: its scripts, why the code is as
  // it is, and each round of work on speed. tests/docs/sidebar.test.ts keeps user pages out of these groups.
  {
    text: 'Contributing',
    collapsed: true,
    items: [
      { text: 'Developing this package', link: '/contributing/developing' },
      { text: 'Performance history', link: '/contributing/performance-history' },
      { text: 'All decisions', link: '/decisions/' },
    ],
  },
  {
    text: 'Decisions',
    collapsed: true,
    items: decisionPages(),
  },
]

const referenceSidebarFile = new URL('../reference/api/typedoc-sidebar.json', import.meta.url)

/**
 * The sidebar of the API reference's pages (under /reference/api/): the tree
 * typedoc-vitepress-theme writes beside them, after a way back. Empty when the
 * reference is not generated yet (`npm run docs:api`; docs:build and docs:dev run it).
 */
export function referenceSidebar(): ReferenceItem[] {
  if (!existsSync(referenceSidebarFile)) return []
  const generated = JSON.parse(readFileSync(referenceSidebarFile, 'utf8')) as ReferenceItem[]
  return [
    {
      text: 'Back to the docs',
      items: [
        { text: 'API overview', link: '/api' },
        { text: 'Getting started', link: '/' },
      ],
    },
    { text: 'API reference', link: '/reference/api/', items: generated },
  ]
}
