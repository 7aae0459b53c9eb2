import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  // public/ holds only the mock's worker script: served in development, left out of production builds.
  publicDir: command === 'serve' ? 'public' : false,
}))
