/** @module The styles of `<rem-settings-form>`, on top of the simulator's base styles. */
export const settingsFormStyles = /* css */ `
    form { display: grid; grid-template-columns: minmax(0, 1fr) minmax(220px, 300px); gap: 16px; align-items: start; }
    @media (max-width: 760px) { form { grid-template-columns: 1fr; } }
    .main, aside { background: var(--rem-surface); border: 1px solid var(--rem-border); border-radius: 12px; padding: 14px 16px; }
    fieldset { border: 0; margin: 0 0 12px; padding: 0; }
    legend { font-weight: 650; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--rem-muted); margin-bottom: 6px; }
    .field { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: 4px 12px; align-items: center; padding: 5px 0; }
    @media (max-width: 560px) { .field { grid-template-columns: 1fr; } }
    .field label { font-weight: 500; }
    .field .hint { grid-column: 2; font-size: 12px; color: var(--rem-muted); margin-top: -2px; }
    input[type="text"], input[type="number"] { width: 100%; max-width: 280px; padding: 5px 8px; border: 1px solid #c9d0da; border-radius: 7px; background: #fff; }
    input[type="checkbox"] { width: 18px; height: 18px; margin: 0; accent-color: var(--rem-accent); }
    input[aria-invalid="true"] { border-color: #dc2626; background: #fff7f7; outline-color: #dc2626; }
    .field-error { grid-column: 2; margin: 0; color: #b91c1c; font-size: 13px; }
    .field-error .mono { background: #fee2e2; border-radius: 4px; padding: 0 4px; margin-right: 6px; color: #7f1d1d; }
    @media (max-width: 560px) { .field .hint, .field-error { grid-column: 1; } }
    .summary { border: 1px solid #f3c2c2; background: #fff5f5; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; color: #7f1d1d; }
    .summary[hidden] { display: none; }
    .summary p { margin: 0 0 4px; font-weight: 600; }
    .summary ul { margin: 0; padding-left: 18px; }
    .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding-top: 8px; border-top: 1px solid #eef0f3; }
    .status { margin-left: auto; font-size: 13px; }
    .status.ok { color: #166534; }
    .status.error { color: #b91c1c; }
    aside h3 { margin: 0 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--rem-muted); }
    aside section + section { margin-top: 12px; }
    aside ul { margin: 0; padding: 0; list-style: none; }
    aside li { padding: 3px 0; border-bottom: 1px solid #f1f3f5; }
    aside li:last-child { border-bottom: 0; }
    .token { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  `
