/**
 * @module Where the panel's launcher sits: one of the four corners of the
 * viewport, chosen by dragging it (or Alt + an arrow key) and remembered, so
 * that it can be moved off whatever it covers and stays moved.
 */

const panelCorners = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const

export type PanelCorner = (typeof panelCorners)[number]

export const defaultPanelCorner: PanelCorner = 'bottom-right'

export function isPanelCorner(value: unknown): value is PanelCorner {
  return panelCorners.includes(value as PanelCorner)
}

/**
 * The corner nearest to the point (`x`, `y`) in a viewport of `width` × `height`: where a launcher
 * dropped there snaps to.
 * @example
 * nearestCorner(10, 700, 400, 800) // 'bottom-left'
 */
export function nearestCorner(x: number, y: number, width: number, height: number): PanelCorner {
  const vertical = y < height / 2 ? 'top' : 'bottom'
  const horizontal = x < width / 2 ? 'left' : 'right'
  return `${vertical}-${horizontal}`
}

/**
 * The corner an arrow key points to from `corner`; other keys leave it where it is.
 * @example
 * cornerToward('bottom-right', 'ArrowUp') // 'top-right'
 */
export function cornerToward(corner: PanelCorner, key: string): PanelCorner {
  const [vertical, horizontal] = corner.split('-') as ['top' | 'bottom', 'left' | 'right']
  switch (key) {
    case 'ArrowUp':
      return `top-${horizontal}`
    case 'ArrowDown':
      return `bottom-${horizontal}`
    case 'ArrowLeft':
      return `${vertical}-left`
    case 'ArrowRight':
      return `${vertical}-right`
    default:
      return corner
  }
}
