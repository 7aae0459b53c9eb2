import type { Preview } from '@storybook/html-vite'
import { mockLoader } from 'real-estate-service-mock/storybook'

const preview: Preview = { loaders: [mockLoader({ seed: 42 })] }

export default preview
