/** @module The `next` of Connect-style middleware, apart from Node's types: the browser entries' types use it too. */
export type NextFunction = (error?: unknown) => void
