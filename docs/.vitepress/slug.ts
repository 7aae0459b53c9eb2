/**
 * @module The anchor of a heading, as GitHub makes it: lower case, punctuation
 * other than `-` and `_` dropped, each space a `-`. The site uses it too, so a
 * link such as `reference.md#400-bad-request` works on GitHub and on the site.
 */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}
