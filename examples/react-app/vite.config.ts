import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // public/ holds only msw's worker script: served by the dev server, left out of production builds.
  publicDir: command === 'serve' ? 'public' : false,
}))
