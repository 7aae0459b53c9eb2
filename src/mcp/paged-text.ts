/**
 * @module Long answers in pages: an export, the timeline or the whole OpenAPI
 * document would fill a model's context at once, so a tool gives the first
 * part and says how to ask for the next.
 */

/** Characters per page: about 2,500 tokens. */
export const pageSize = 10_000

/** Page `page` (from 1) of `text`, and a line that says where it is and how to ask for the next. */
export function pageOf(text: string, page = 1): { text: string; note?: string } {
  const pages = Math.max(1, Math.ceil(text.length / pageSize))
  if (page > pages)
    throw new RangeError(
      `There ${pages === 1 ? 'is 1 page' : `are ${pages} pages`} here; page ${page} is past the end.`,
    )
  if (pages === 1) return { text }
  const next = page < pages ? ` Ask again with "page": ${page + 1} for the next.` : ' This is the last.'
  return {
    text: text.slice((page - 1) * pageSize, page * pageSize),
    note: `Page ${page} of ${pages} (${text.length} characters, cut at every ${pageSize}).${next}`,
  }
}
