/**
 * @module `wcagViolations`: axe-core run inside a page or frame, with the
 * WCAG 2 A and AA rules only. Its source is injected into the page, as the
 * axe browser extensions do; open shadow roots (the panel's, the simulator's
 * components') are checked too. `lighthouseViolations`: the rules Lighthouse's
 * accessibility score is made of instead (`heading-order` among them, which
 * no WCAG tag names).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import type { Frame, Page } from 'playwright-core'

/** axe-core's browser build, injected into a page by either driver. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One rule a page breaks, with where: short enough to read in a failed assertion. */
export type WcagViolation = { rule: string; impact: string | null; help: string; nodes: string[] }

/**
 * The WCAG 2 A/AA violations axe-core finds in `target`, within `include` (a CSS selector) or the whole document.
 * @example
 * expect(await wcagViolations(page)).toEqual([])
 */
export async function wcagViolations(target: Page | Frame, include?: string): Promise<WcagViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ content: axeSource })
  return target.evaluate(runAxe, include)
}

/** Runs inside the page, once `axeSource` is there: the WCAG 2 A/AA violations within `include`, or the whole document. */
export async function runAxe(include: string | undefined): Promise<WcagViolation[]> {
  const { axe } = window as unknown as { axe: typeof import('axe-core') }
  const results = await axe.run(include ? { include: [include] } : document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    resultTypes: ['violations'],
  })
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
  }))
}

/** The axe-core rules behind Lighthouse's accessibility score: its category's audits that weigh (each is the axe rule of its id). */
export const lighthouseAxeRules: readonly string[] = (defaultConfig.categories?.accessibility?.auditRefs ?? [])
  .filter((ref) => (ref.weight ?? 0) > 0)
  .map((ref) => ref.id)

/**
 * The violations of Lighthouse's accessibility rules that axe-core finds in `target`: none means a
 * score of 1 (Lighthouse runs the same rules, with the axe-core it bundles). `rules` picks others, e.g.
 * one that Lighthouse reports without weight.
 * @example
 * expect(await lighthouseViolations(page)).toEqual([])
 */
export async function lighthouseViolations(
  target: Page | Frame,
  rules: readonly string[] = lighthouseAxeRules,
): Promise<WcagViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ content: axeSource })
  return target.evaluate(runAxeRules, rules)
}

/** Runs inside the page, once `axeSource` is there: the violations of those of `rules` this axe-core has. */
async function runAxeRules(rules: readonly string[]): Promise<WcagViolation[]> {
  const { axe } = window as unknown as { axe: typeof import('axe-core') }
  const known = new Set(axe.getRules().map((rule) => rule.ruleId))
  const results = await axe.run(document, {
    runOnly: { type: 'rule', values: rules.filter((rule) => known.has(rule)) },
    resultTypes: ['violations'],
  })
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
  }))
}
