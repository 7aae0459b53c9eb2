/** @module The panel's styles, scoped to its shadow root so they neither leak into nor take from the host page. */
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
*, *::before, *::after { box-sizing: border-box; }
button, select, input { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

.launcher {
  display: inline-flex; align-items: center; gap: 8px;
  padding: 7px 12px 7px 10px; border-radius: 999px;
  border: 1px solid #1f2937; background: #111827; color: #f9fafb;
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25); cursor: pointer; font-weight: 600;
}
.launcher:hover { background: #1f2937; }
.launcher-scenario { font-weight: 400; color: #cbd5e1; }
.launcher-session { font-weight: 600; font-size: 12px; padding: 0 7px; border-radius: 999px; background: #fde68a; color: #78350f; max-width: 14ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.launcher-session[hidden] { display: none; }
.dot { width: 9px; height: 9px; border-radius: 50%; background: #22c55e; flex: none; }
.dot[data-tone="warn"] { background: #f59e0b; }
.dot[data-tone="fail"] { background: #ef4444; }

.panel {
  position: absolute; right: 0; bottom: calc(100% + 10px);
  width: min(440px, calc(100vw - 32px)); max-height: min(720px, calc(100vh - 80px));
  display: flex; flex-direction: column;
  background: #ffffff; border: 1px solid var(--border); border-radius: 12px;
  box-shadow: 0 12px 40px rgb(15 23 42 / 0.22); overflow: hidden;
}
.panel[hidden] { display: none; }
.panel-header {
  display: flex; align-items: center; gap: 8px; padding: 10px 12px;
  background: #111827; color: #f9fafb;
}
.panel-header h2 { margin: 0; font-size: 14px; font-weight: 650; }
.mode { color: #cbd5e1; font-size: 12px; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.icon-button { border: 0; background: transparent; color: inherit; cursor: pointer; border-radius: 6px; padding: 2px 8px; font-size: 18px; line-height: 1; }
.icon-button:hover { background: rgb(255 255 255 / 0.12); }
.body { overflow: auto; padding: 4px 12px 12px; }

section.group { padding: 10px 0; border-bottom: 1px solid #eef0f3; }
section.group:last-child { border-bottom: 0; }
h3 { margin: 0 0 6px; font-size: 11px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); font-weight: 650; display: flex; align-items: center; gap: 8px; }
h3 .spacer { flex: 1; }
h3 label { cursor: default; }
.row { display: flex; align-items: center; gap: 10px; margin: 4px 0; }
.row > input[type="range"] { flex: 1; min-width: 0; accent-color: var(--accent); }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 10px; }
.cell { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.cell > label { font-size: 12px; color: #374151; }
select { width: 100%; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; }
.hint { margin: 4px 0 0; color: var(--muted); font-size: 12px; }
.hint.invalid { color: #b91c1c; }
#session-form > input { flex: 1; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
#session-form > input[aria-invalid="true"] { border-color: #f87171; }
section.group.token-group[hidden] { display: none; }
.token-group code { white-space: nowrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
section.group.token-group { margin: 8px 0 0; padding: 8px 10px; border: 1px solid #fcd34d; border-radius: 8px; background: #fffbeb; }
#control-token-form > input { flex: 1; min-width: 0; padding: 4px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
#control-token-form > input[aria-invalid="true"] { border-color: #f87171; }
.sessions-box { margin-top: 6px; max-height: 124px; }
.journal.sessions .count { width: 72px; text-align: right; font-variant-numeric: tabular-nums; }
.journal.sessions .time { width: 80px; white-space: nowrap; }
.journal.sessions tr[aria-current="true"] td { background: #eff6ff; }
.button.link { border: 0; background: none; padding: 0; color: var(--accent); text-decoration: underline; text-underline-offset: 2px; font-family: inherit; }
output { font-variant-numeric: tabular-nums; min-width: 64px; text-align: right; }
.check { display: inline-flex; align-items: center; gap: 6px; }

.button { border: 1px solid var(--border); background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.button:hover { background: #f3f4f6; }
.button.small { padding: 1px 8px; font-size: 12px; text-transform: none; letter-spacing: 0; font-weight: 500; color: #374151; }
.button.danger { border-color: #fca5a5; color: #b91c1c; }
.button.danger:hover { background: #fef2f2; }
.footer { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--border); background: #f9fafb; }
.footer .hint { flex: 1; margin: 0; }

.error { margin: 8px 0 0; padding: 6px 8px; border-radius: 6px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.error[hidden] { display: none; }

.journal { width: 100%; border-collapse: collapse; font-size: 12px; table-layout: fixed; }
.journal th { text-align: left; font-weight: 600; color: var(--muted); padding: 2px 4px; border-bottom: 1px solid var(--border); }
.journal td { padding: 3px 4px; border-bottom: 1px solid #f1f3f5; vertical-align: top; }
.journal .path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.journal .time { width: 60px; font-variant-numeric: tabular-nums; color: var(--muted); }
.journal .method { width: 56px; font-weight: 600; }
.journal .status { width: 52px; }
.journal .scenario { width: 78px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.journal-box { max-height: 220px; overflow: auto; border: 1px solid #eef0f3; border-radius: 6px; }
.empty { color: var(--muted); padding: 8px 4px; text-align: center; }
.badge { display: inline-block; padding: 0 6px; border-radius: 999px; font-weight: 600; font-variant-numeric: tabular-nums; background: #dcfce7; color: #166534; }
.badge[data-tone="client"] { background: #fef3c7; color: #92400e; }
.badge[data-tone="server"], .badge[data-tone="none"] { background: #fee2e2; color: #991b1b; }
.scenario-row { display: flex; gap: 6px; }
.scenario-row #scenario { flex: 1; min-width: 0; }
.scenario-row #scenario-stack { flex: none; width: 9.5em; }
`
