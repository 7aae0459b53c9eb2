/** @module A real estate object in plain DOM, for the page and the story: its name, or what the service answered. */
import { getRealEstateObject } from './service.ts'

export async function showObject(element: HTMLElement, id: string): Promise<void> {
  element.textContent = 'Loading…'
  try {
    const heading = document.createElement('h1')
    heading.textContent = (await getRealEstateObject(id)).name
    element.replaceChildren(heading)
  } catch (error) {
    element.textContent = `Failed to load: ${(error as Error).message}`
  }
}
