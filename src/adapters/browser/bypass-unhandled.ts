/**
 * @module What `worker.start()` does with a request no handler of the mock answers (the app's assets,
 * HMR, other APIs): it goes to the network without a warning. msw 2 reads this as
 * `onUnhandledRequest`, msw 3 as `onUnhandledFrame`, and each ignores the other's key, so both are
 * passed: with one alone, the other major would fall back to warning about every asset.
 */
export const bypassUnhandled = { onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' } as const
