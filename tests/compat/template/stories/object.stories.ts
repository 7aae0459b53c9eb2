import type { Meta, StoryObj } from '@storybook/html-vite'
import { showObject } from '../src/show-object.ts'

export default {
  title: 'Object',
  render: () => {
    const element = document.createElement('main')
    element.id = 'app'
    void showObject(element, 're-0001')
    return element
  },
} satisfies Meta

export const Default: StoryObj = {}

export const Maintenance: StoryObj = { parameters: { mock: { scenario: 'maintenance' } } }
