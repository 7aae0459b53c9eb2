/**
 * @module `dragToCorner`: lets the user drag the panel's launcher to another
 * corner of the viewport. It follows the pointer while dragged and snaps to
 * the nearest corner when let go; a press that does not move is a click.
 */
import { nearestCorner, type PanelCorner } from './panel-corner.ts'

/** How far the pointer must move before a press becomes a drag, in CSS pixels. */
const dragThreshold = 6

export type CornerDrag = {
  /** True once for the click that ends a drag, which must not toggle the panel. */
  consumeClick(): boolean
}

/**
 * @param handle what the user grabs (the launcher).
 * @param host what moves (the panel's host element, fixed in a corner).
 * @param onDrop the corner it was let go nearest to.
 * @example
 * const drag = dragToCorner(launcher, this, (corner) => this.corner = corner)
 * launcher.addEventListener('click', () => { if (!drag.consumeClick()) toggle() })
 */
export function dragToCorner(
  handle: HTMLElement,
  host: HTMLElement,
  onDrop: (corner: PanelCorner) => void,
): CornerDrag {
  let start: { x: number; y: number; left: number; top: number; pointer: number } | undefined
  let dragging = false
  let justDragged = false

  const release = () => {
    start = undefined
    dragging = false
    for (const side of ['left', 'top', 'right', 'bottom'] as const) host.style.removeProperty(side)
  }
  handle.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return
    justDragged = false
    const rect = host.getBoundingClientRect()
    start = { x: event.clientX, y: event.clientY, left: rect.left, top: rect.top, pointer: event.pointerId }
    handle.setPointerCapture(event.pointerId)
  })
  handle.addEventListener('pointermove', (event) => {
    if (!start || event.pointerId !== start.pointer) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (!dragging && Math.hypot(dx, dy) < dragThreshold) return
    dragging = true
    host.style.left = `${start.left + dx}px`
    host.style.top = `${start.top + dy}px`
    host.style.right = 'auto'
    host.style.bottom = 'auto'
  })
  handle.addEventListener('pointerup', (event) => {
    if (!start || event.pointerId !== start.pointer) return
    const wasDragging = dragging
    release()
    if (!wasDragging) return
    justDragged = true
    onDrop(nearestCorner(event.clientX, event.clientY, window.innerWidth, window.innerHeight))
  })
  handle.addEventListener('pointercancel', release)
  return {
    consumeClick() {
      const consumed = justDragged
      justDragged = false
      return consumed
    },
  }
}
