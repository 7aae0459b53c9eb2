/** @module Styles every simulator component starts from; colours come from custom properties so a host page can restyle them. */
export const baseStyles = /* css */ `
:host {
  display: block;
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--rem-text, #1f2937);
  --rem-muted: #5b6472;
  --rem-border: #e1e5eb;
  --rem-accent: #2457d6;
  --rem-surface: #ffffff;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 2px solid var(--rem-accent); outline-offset: 2px; }
button, input, select, textarea { font: inherit; color: inherit; }
.muted { color: var(--rem-muted); }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
.chip { display: inline-block; padding: 1px 8px; border-radius: 999px; background: #eef2f7; color: #334155; font-size: 12px; margin: 0 4px 4px 0; }
.button { border: 1px solid #c9d0da; background: #fff; border-radius: 7px; padding: 5px 12px; cursor: pointer; }
.button:hover { background: #f3f5f8; }
.button.primary { background: var(--rem-accent); border-color: var(--rem-accent); color: #fff; font-weight: 600; }
.button.primary:hover { background: #1d47b3; }
.button.link { border: 0; background: none; padding: 0; color: var(--rem-accent); text-decoration: underline; text-underline-offset: 2px; }
/* The status line and problem notice of a component that loads its own data. */
.count { margin: 0 0 10px; }
rem-problem-notice { margin-bottom: 16px; }
pre.json { margin: 8px 0 0; padding: 10px; max-height: 360px; overflow: auto; background: #0f172a; color: #e2e8f0; border-radius: 8px; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
`
