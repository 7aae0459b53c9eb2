/**
 * @module A React component that reads the account settings and PATCHes them from a checkbox. Written
 * with `createElement`, so that the consumer project needs no JSX transform.
 */
import { createElement as h, useEffect, useState } from 'react'
import { getAccountSettings, updateAccountSettings, type AccountSettings } from './service.ts'

export function SettingsPanel() {
  const [settings, setSettings] = useState<AccountSettings>()
  const [error, setError] = useState<Error>()
  useEffect(() => {
    getAccountSettings().then(setSettings, setError)
  }, [])

  if (error) return h('p', { role: 'alert' }, `Failed to load: ${error.message}`)
  if (!settings) return h('p', { role: 'status' }, 'Loading…')
  return h(
    'label',
    null,
    h('input', {
      type: 'checkbox',
      checked: settings.activity_logs,
      onChange: (event: { target: HTMLInputElement }) =>
        updateAccountSettings({ activity_logs: event.target.checked }).then(setSettings, setError),
    }),
    'Keep activity logs',
  )
}
