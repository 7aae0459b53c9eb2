/**
 * @module The README's quick starts as the installed package ships them: the
 * code blocks under one heading, so a test runs what a new user copies.
 */

export type ReadmeBlock = { language: string; code: string }

/** The fenced blocks under `### {heading}…`, up to the next heading, in order. */
export function readmeBlocks(readme: string, heading: string): ReadmeBlock[] {
  const start = readme.indexOf(`### ${heading}`)
  if (start === -1) throw new Error(`The README has no "### ${heading}" section.`)
  const next = readme.slice(start + 4).search(/\n#{2,3} /)
  const section = next === -1 ? readme.slice(start) : readme.slice(start, start + 4 + next)
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, language, code]) => ({
    language: language!,
    code: code!,
  }))
}

/** A shell block's commands, one a line, with their trailing `# comments` taken off. */
export function shellCommands(block: ReadmeBlock): string[] {
  return block.code
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '')
}
