/**
 * @module A React component that fetches an object from the service, as an
 * app's would: its name once loaded, or the status it failed with.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createElement, useEffect, useState } from 'react'

function ObjectName({ id }: { id: string }) {
  const [text, setText] = useState('Loading…')
  useEffect(() => {
    fetch(`/svc/v1/RealEstateService/RealEstateObjects/${id}`).then(async (response) =>
      setText(response.ok ? ((await response.json()) as { name: string }).name : `Failed to load: ${response.status}`),
    )
  }, [id])
  return createElement('h1', null, text)
}

const meta = { title: 'Object name', component: ObjectName, args: { id: 're-0001' } } satisfies Meta<typeof ObjectName>
export default meta

export const Default: StoryObj<typeof meta> = {}
export const Edge: StoryObj<typeof meta> = { parameters: { mock: { scenario: 'edge-cases' } } }
