/** @module `readOnlySettings`: the parts of the settings a client may read but not change, beside the form. */
import type { AccountSettings } from '../../model/index.ts'
import { h } from '../dom/h.ts'

/** @example form.append(readOnlySettings(settings)) */
export function readOnlySettings(settings: AccountSettings): HTMLElement {
  const permissions =
    settings.permissions.length > 0
      ? settings.permissions.map((permission) => h('span', { class: 'chip' }, permission))
      : [h('span', { class: 'muted' }, 'none')]
  const plans = settings.subscription_management.plans.map((plan) =>
    h(
      'li',
      {},
      h('strong', {}, plan.plan_name),
      ` · price ${plan.plan_price}`,
      h('div', { class: 'muted' }, `${plan.plan_features.length} features`),
    ),
  )
  return h(
    'aside',
    { 'aria-label': 'Read-only settings' },
    h('section', {}, h('h3', {}, 'Your permissions'), h('div', {}, ...permissions)),
    h('section', {}, h('h3', {}, 'Plans'), h('ul', {}, ...plans)),
    h(
      'section',
      {},
      h('h3', {}, 'Auth token'),
      h('span', { class: 'mono muted token', title: settings.auth_token }, settings.auth_token),
    ),
    h('p', { class: 'muted' }, 'Read-only: a PATCH that sends these gets a 422.'),
  )
}
