/** @module The app: a real estate object and the account settings, read and changed through the typed client. */
import { useQuery } from '@tanstack/react-query'
import { accountSettingsQuery, realEstateObjectQuery, useUpdateAccountSettings } from './queries.ts'
import { ServiceError, type ServiceClient } from './service-client.ts'

/** The object `objectId` (`re-0001`, the well-known one, by default) and the account settings. */
export function App({ service, objectId = 're-0001' }: { service: ServiceClient; objectId?: string }) {
  const object = useQuery(realEstateObjectQuery(service, objectId))
  const settings = useQuery(accountSettingsQuery(service))
  const update = useUpdateAccountSettings(service)

  if (object.isPending || settings.isPending) return <p role="status">Loading…</p>
  if (object.isError || settings.isError) return <ProblemNotice error={object.error ?? settings.error} />

  return (
    <main>
      <h1>{object.data.name}</h1>
      <p>
        {object.data.property_address} · {object.data.rental_price}
      </p>
      <section aria-labelledby="settings-title">
        <h2 id="settings-title">Account settings</h2>
        <p data-testid="permissions">Your permissions: {settings.data.permissions.join(', ')}</p>
        <label>
          <input
            type="checkbox"
            checked={settings.data.activity_logs}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ activity_logs: event.target.checked })}
          />
          Keep activity logs
        </label>
        <button type="button" onClick={() => update.mutate({ security_settings: { min_password_length: 500 } })}>
          Ask for passwords of 500 characters
        </button>
        {update.isError && <ProblemNotice error={update.error} />}
      </section>
    </main>
  )
}

/** A failed call, with the problem's title and the fields a 422 names. */
function ProblemNotice({ error }: { error: Error | null }) {
  const problem = error instanceof ServiceError ? error.problem : undefined
  return (
    <div role="alert">
      <p>Failed to load: {error?.message}</p>
      {problem?.errors && (
        <ul>
          {problem.errors.map((field) => (
            <li key={field.pointer}>
              <code>{field.pointer}</code>: {field.detail}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
