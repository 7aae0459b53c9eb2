/**
 * @module Whom each page of the docs is for. The pages under docs/decisions/ and
 * docs/contributing/ are for those who work on this repository; README.md and
 * every other page of docs/ are for those who install the package, and say
 * nothing that only works in a clone of this repository.
 */
import type { MarkdownFile } from './markdown-files.ts'

const contributorFolders = ['docs/decisions/', 'docs/contributing/']

export function isContributorPage(path: string): boolean {
  return contributorFolders.some((folder) => path.startsWith(folder))
}

/** The pages a user of the package reads: README.md and docs/ outside the contributors' folders. */
export function userPages(files: readonly MarkdownFile[]): MarkdownFile[] {
  return files.filter((file) => !isContributorPage(file.path))
}
