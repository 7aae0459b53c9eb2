/**
 * @module The site's sidebar: the pages of docs/, grouped. The decisions are
 * read from docs/decisions/, so a new decision page is listed without an edit
 * here; a test checks that every other page of docs/ is listed.
 */
import { readdirSync, readFileSync } from 'node:fs'

interface SidebarItem {
  text: string
  link: string
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
    items: [{ text: 'Getting started', link: '/' }],
  },
  {
    text: 'Doors',
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
      { text: 'Developing this package', link: '/developing' },
    ],
  },
  {
    text: 'Decisions',
    collapsed: true,
    items: [{ text: 'All decisions', link: '/decisions/' }, ...decisionPages()],
  },
]
