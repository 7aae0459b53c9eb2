// The suite's Chromium flags; the harness copies the file itself into the scratch project in place of this line.
export * from '../../browser/support/chromium-flags.ts'
