/** @module Vite config of the example Storybook, kept apart from the simulator page's. */
import { defineConfig } from 'vite'

export default defineConfig({})
