/**
 * @module The panel's styles, scoped to its shadow root so they neither leak into nor take from the host
 * page. Class names carry a `rem-` prefix: Playwright's CSS selectors pierce open shadow roots, so an
 * app's `.status` or `.panel` must find nothing here. The main pieces also carry `part` names, for
 * `rem-dev-panel::part(launcher)` in the app's CSS.
 */
export const devPanelStyles = /* css */ `
:host {
  all: initial;
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2147483000;
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1f2937;
  --accent: #2457d6;
  --border: #d6dae1;
  --muted: #5b6472;
}
:host([corner$="left"]) { left: 16px; right: auto; }
:host([corner^="top"]) { top: 16px; bottom: auto; }
*, *::before, *::after { box-sizing: border-box; }
button, select, input { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

.rem-launcher {
  display: inline-flex; align-items: center; gap: 8px;
  padding: 7px 12px 7px 10px; border-radius: 999px;
  border: 1px solid #1f2937; background: #111827; color: #f9fafb;
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25); cursor: pointer; font-weight: 600;
  /* Dragged by touch too, without scrolling the page. */
  touch-action: none; user-select: none;
}
.rem-launcher:hover { background: #1f2937; }
.rem-launcher-scenario { font-weight: 400; color: #cbd5e1; }
.rem-launcher-session { font-weight: 600; font-size: 12px; padding: 0 7px; border-radius: 999px; background: #fde68a; color: #78350f; max-width: 14ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rem-launcher-session[hidden] { display: none; }
.rem-dot { width: 9px; height: 9px; border-radius: 50%; background: #22c55e; flex: none; }
.rem-dot[data-tone="warn"] { background: #f59e0b; }
.rem-dot[data-tone="fail"] { background: #ef4444; }

.rem-panel {
  position: absolute; right: 0; bottom: calc(100% + 10px);
  width: min(440px, calc(100vw - 32px)); max-height: min(720px, calc(100vh - 80px));
  display: flex; flex-direction: column;
  background: #ffffff; border: 1px solid var(--border); border-radius: 12px;
  box-shadow: 0 12px 40px rgb(15 23 42 / 0.22); overflow: hidden;
}
.rem-panel[hidden] { display: none; }
.rem-panel:focus { outline: none; }
:host([corner$="left"]) .rem-panel { left: 0; right: auto; }
:host([corner^="top"]) .rem-panel { top: calc(100% + 10px); bottom: auto; }
.rem-panel-header {
  display: flex; align-items: center; gap: 8px; padding: 10px 12px;
  background: #111827; color: #f9fafb;
}
.rem-panel-header h2 { margin: 0; font-size: 14px; font-weight: 650; }
.rem-mode { color: #cbd5e1; font-size: 12px; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rem-icon-button { border: 0; background: transparent; color: inherit; cursor: pointer; border-radius: 6px; padding: 2px 8px; font-size: 18px; line-height: 1; }
.rem-icon-button:hover { background: rgb(255 255 255 / 0.12); }
.rem-pin { font-size: 12px; font-weight: 600; padding: 3px 8px; border: 1px solid rgb(255 255 255 / 0.25); }
.rem-pin[aria-pressed="true"] { background: #fde68a; color: #78350f; border-color: #fde68a; }
.rem-body { overflow: auto; padding: 4px 12px 12px; }

section.rem-group { padding: 10px 0; border-bottom: 1px solid #eef0f3; }
section.rem-group:last-child { border-bottom: 0; }
h3 { margin: 0 0 6px; font-size: 11px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); font-weight: 650; display: flex; align-items: center; gap: 8px; }
h3 .rem-spacer { flex: 1; }
h3 label { cursor: default; }
.rem-row { display: flex; align-items: center; gap: 10px; margin: 4px 0; }
.rem-row > input[type="range"] { flex: 1; min-width: 0; accent-color: var(--accent); }
.rem-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 10px; }
.rem-cell { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.rem-cell > label { font-size: 12px; color: #374151; }
select { width: 100%; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; }
.rem-hint { margin: 4px 0 0; color: var(--muted); font-size: 12px; }
.rem-hint.rem-invalid { color: #b91c1c; }
#session-form > input { flex: 1; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
#session-form > input[aria-invalid="true"] { border-color: #f87171; }
section.rem-group.rem-token-group[hidden] { display: none; }
.rem-token-group code { white-space: nowrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
section.rem-group.rem-token-group { margin: 8px 0 0; padding: 8px 10px; border: 1px solid #fcd34d; border-radius: 8px; background: #fffbeb; }
#control-token-form > input { flex: 1; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
#control-token-form > input[aria-invalid="true"] { border-color: #f87171; }
.rem-sessions-box { margin-top: 6px; max-height: 124px; }
.rem-journal.rem-sessions .rem-count { width: 72px; text-align: right; font-variant-numeric: tabular-nums; }
.rem-journal.rem-sessions .rem-time { width: 80px; white-space: nowrap; }
.rem-journal.rem-sessions tr[aria-current="true"] td { background: #eff6ff; }
.rem-button.rem-link { border: 0; background: none; padding: 0; color: var(--accent); text-decoration: underline; text-underline-offset: 2px; font-family: inherit; }
output { font-variant-numeric: tabular-nums; min-width: 64px; text-align: right; }
.rem-check { display: inline-flex; align-items: center; gap: 6px; }

.rem-button { border: 1px solid var(--border); background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.rem-button:hover { background: #f3f4f6; }
.rem-button.rem-small { padding: 1px 8px; font-size: 12px; text-transform: none; letter-spacing: 0; font-weight: 500; color: #374151; }
.rem-button.rem-danger { border-color: #fca5a5; color: #b91c1c; }
.rem-button.rem-danger:hover { background: #fef2f2; }
.rem-footer { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--border); background: #f9fafb; }
.rem-footer .rem-hint { flex: 1; margin: 0; }

.rem-error { margin: 8px 0 0; padding: 6px 8px; border-radius: 6px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.rem-error[hidden] { display: none; }

.rem-journal { width: 100%; border-collapse: collapse; font-size: 12px; table-layout: fixed; }
.rem-journal th { text-align: left; font-weight: 600; color: var(--muted); padding: 2px 4px; border-bottom: 1px solid var(--border); }
.rem-journal td { padding: 3px 4px; border-bottom: 1px solid #f1f3f5; vertical-align: top; }
/* Paths wrap after a slash (a <wbr> follows each segment), never inside a segment; one longer than the
   column is cut with an ellipsis, the whole path being in the cell's tooltip. */
.rem-journal .rem-path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow: hidden; text-overflow: ellipsis; }
.rem-segment { white-space: nowrap; }
.rem-journal .rem-time { width: 60px; font-variant-numeric: tabular-nums; color: var(--muted); }
.rem-journal .rem-method { width: 56px; font-weight: 600; }
.rem-journal .rem-status { width: 52px; }
.rem-journal .rem-scenario { width: 78px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rem-journal-box { max-height: 220px; overflow: auto; border: 1px solid #eef0f3; border-radius: 6px; }
.rem-empty { color: var(--muted); padding: 8px 4px; text-align: center; }
.rem-badge { display: inline-block; padding: 0 6px; border-radius: 999px; font-weight: 600; font-variant-numeric: tabular-nums; background: #dcfce7; color: #166534; }
.rem-badge[data-tone="client"] { background: #fef3c7; color: #92400e; }
.rem-badge[data-tone="server"], .rem-badge[data-tone="none"] { background: #fee2e2; color: #991b1b; }
.rem-source { display: block; font-size: 10px; color: #1d4ed8; }

/* A narrow screen: the panel is a bottom sheet across the width, and the closed launcher is a dot. */
@media (max-width: 480px) {
  .rem-launcher { width: 36px; height: 36px; padding: 0; justify-content: center; }
  .rem-launcher-label, .rem-launcher-scenario, .rem-launcher-session { display: none; }
  .rem-dot { width: 12px; height: 12px; }
  :host([open]) .rem-launcher { display: none; }
  /* The path needs the room more than the scenario, which the panel shows above. */
  .rem-journal .rem-scenario { display: none; }
  .rem-panel, :host([corner]) .rem-panel {
    position: fixed; left: 0; right: 0; bottom: 0; top: auto;
    width: 100%; max-height: min(80vh, 640px);
    border-radius: 14px 14px 0 0; border-bottom: 0;
  }
}
.rem-scenario-row { display: flex; gap: 6px; }
.rem-scenario-row #scenario { flex: 1; min-width: 0; }
.rem-scenario-row #scenario-stack { flex: none; width: 9.5em; }
`
