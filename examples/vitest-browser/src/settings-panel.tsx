/** @module The account settings, read when shown; the checkbox PATCHes them. */
import { useEffect, useState } from 'react'
import { getAccountSettings, updateAccountSettings, type AccountSettings } from './service.ts'

export function SettingsPanel() {
  const [settings, setSettings] = useState<AccountSettings>()
  const [error, setError] = useState<Error>()
  useEffect(() => {
    getAccountSettings().then(setSettings, setError)
  }, [])

  if (error) return <p role="alert">Failed to load: {error.message}</p>
  if (!settings) return <p role="status">Loading…</p>
  return (
    <section aria-label="Account settings">
      <label>
        <input
          type="checkbox"
          checked={settings.activity_logs}
          onChange={(event) =>
            updateAccountSettings({ activity_logs: event.target.checked }).then(setSettings, setError)
          }
        />
        Keep activity logs
      </label>
    </section>
  )
}
