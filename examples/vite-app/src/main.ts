import { getAccountSettings, getRealEstateObject } from './service-client.ts'

// The mock starts in the page in development only: in a production build this
// branch is dead code, so the mock and msw are not bundled. In plugin mode
// (`npm run dev:plugin`) the Vite dev server answers the service instead.
if (import.meta.env.DEV && import.meta.env.MODE !== 'plugin')
  await (await import('real-estate-service-mock/browser')).startMock()

const app = document.querySelector<HTMLElement>('#app')!

try {
  const [object, settings] = await Promise.all([getRealEstateObject('re-0001'), getAccountSettings()])
  app.innerHTML = ''
  const heading = document.createElement('h1')
  heading.textContent = object.name
  const details = document.createElement('p')
  details.textContent = `${object.property_address} · ${object.rental_price}`
  const permissions = document.createElement('p')
  permissions.dataset.testid = 'permissions'
  permissions.textContent = `Your permissions: ${settings.permissions.join(', ')}`
  app.append(heading, details, permissions)
} catch (error) {
  app.textContent = `Failed to load: ${(error as Error).message}`
}
