/** @module The look the example components share, scoped to their shadow roots. */
export const exampleStyles = `
  :host { display: block; max-width: 28rem; font: 15px/1.45 system-ui, sans-serif; color: #1f2937; }
  .card { border: 1px solid #d1d5db; border-radius: 10px; padding: 16px 18px; background: #fff; }
  h2 { margin: 0 0 4px; font-size: 18px; }
  .muted { color: #6b7280; font-size: 13px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 12px 0 0; }
  dt { color: #6b7280; }
  dd { margin: 0; }
  .error { border-color: #fca5a5; background: #fef2f2; }
  .error h2 { color: #b91c1c; }
  .loading { color: #6b7280; }
  button { margin-top: 12px; font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #9ca3af; background: #f9fafb; cursor: pointer; }
  button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
`
