/**
 * @module `showFieldErrors`: a 422 answer's field errors in the settings
 * form, each next to the field its JSON Pointer names, the others in the
 * summary above the fields.
 */
import type { FieldError } from '../../model/index.ts'
import { h, toNodes } from '../dom/h.ts'

/** Marks the rows of `root` (elements `.field[data-pointer]`) and fills `.summary`; no errors clears both. */
export function showFieldErrors(root: ParentNode, errors: readonly FieldError[]): void {
  const matched = new Set<FieldError>()
  for (const row of root.querySelectorAll<HTMLElement>('.field')) {
    const own = errors.filter((error) => error.pointer === row.dataset.pointer)
    for (const error of own) matched.add(error)
    const input = row.querySelector('input')
    const slot = row.querySelector<HTMLElement>('.field-error')
    if (!input || !slot) continue
    if (own.length > 0) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
    slot.hidden = own.length === 0
    slot.replaceChildren(
      ...own.flatMap((error, index) => [
        index > 0 ? h('br') : '',
        h('span', { class: 'mono' }, error.pointer),
        error.detail,
      ]),
    )
  }
  const summary = root.querySelector<HTMLElement>('.summary')
  if (!summary) return
  const others = errors.filter((error) => !matched.has(error))
  summary.hidden = errors.length === 0
  summary.replaceChildren(
    ...toNodes([
      h(
        'p',
        {},
        `The service answered 422: ${errors.length} field${errors.length === 1 ? '' : 's'} rejected, nothing was changed.`,
      ),
      others.length > 0 &&
        h(
          'ul',
          {},
          ...others.map((error) =>
            h('li', {}, h('span', { class: 'mono' }, error.pointer || '(body)'), ` ${error.detail}`),
          ),
        ),
    ]),
  )
}
