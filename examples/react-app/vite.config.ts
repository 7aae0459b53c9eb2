import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // This repository's sources in place of the installed package (tsconfig.json's `paths`); harmless in yours.
  resolve: { tsconfigPaths: true },
  // public/ holds only msw's worker script: served by the dev server, left out of production builds.
  publicDir: command === 'serve' ? 'public' : false,
}))
