/**
 * @module The base of the simulator's components: a shadow root with its own
 * styles, re-rendered whenever a property changes. Data comes in through
 * properties, so each component works on its own (in Storybook too).
 */
import { h, toNodes } from '../dom/h.ts'
import { baseStyles } from './simulator-styles.ts'

type Rendered = Node | string | false | null | undefined

export abstract class ShadowElement extends HTMLElement {
  protected readonly root = this.attachShadow({ mode: 'open' })
  protected abstract readonly styles: string

  connectedCallback(): void {
    this.update()
  }

  /** Renders again; called by property setters. */
  protected update(): void {
    if (!this.isConnected) return
    const rendered = this.render()
    this.root.replaceChildren(
      h('style', {}, baseStyles + this.styles),
      ...toNodes(Array.isArray(rendered) ? rendered : [rendered]),
    )
  }

  protected abstract render(): Rendered | Rendered[]
}
