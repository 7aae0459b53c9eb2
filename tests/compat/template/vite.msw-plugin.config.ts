// msw 3's own Vite plugin serves its worker script, so the page needs no `msw init` (and no public/ folder).
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [msw({ mode: 'worker-only' })], publicDir: false })
