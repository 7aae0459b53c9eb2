/**
 * The docs site: `npm run docs:dev`, `npm run docs:build` (into
 * docs/.vitepress/dist). Served at `/docs/` beside the simulator page in the
 * demo build (`npm run build:site`), hence the base; GitHub Pages serves it at
 * the repository's name, which its workflow sets through `DOCS_BASE`
 * (.github/workflows/docs.yml).
 */
import { defineConfig } from 'vitepress'
import { referenceSidebar, sidebar } from './sidebar.ts'
import { slug } from './slug.ts'

const repository = 'https://github.com/real-estate-service-mock/real-estate-service-mock'

export default defineConfig({
  title: 'real-estate-service-mock',
  description: 'A mock server and simulator of the Real Estate and Account Service for frontend development',
  base: process.env.DOCS_BASE ?? '/docs/',
  // docs/decisions/README.md is the decisions' index on GitHub and at /decisions/ here.
  rewrites: { 'decisions/README.md': 'decisions/index.md' },
  // One anchor rule for GitHub and the site (see slug.ts).
  markdown: { anchor: { slugify: slug }, headers: { slugify: slug } },
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/' },
      { text: 'API', link: '/api' },
      { text: 'Contributing', link: '/contributing/developing' },
    ],
    // The generated API reference has its own tree (TypeDoc's); every other page, the docs' sidebar.
    sidebar: { '/reference/api/': referenceSidebar(), '/': sidebar },
    outline: [2, 3],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: repository }],
  },
})
