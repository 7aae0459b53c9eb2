/** The integration tests' check for system programs: what it finds, and what it tells a person who lacks one. */
import { describe, expect, test } from 'vitest'
import { findProgram, missingPrograms, type Program } from '../support/find-program.ts'
import requireSystemPrograms from '../support/require-system-programs.ts'

const absent: Program = {
  name: 'no-such-program-for-this-test',
  variable: 'NO_SUCH_PROGRAM_FOR_THIS_TEST',
  purpose: 'nothing',
  debianPackage: 'no-such-package',
}
const node: Program = { name: 'node', variable: 'NODE_FOR_THIS_TEST', purpose: 'running', debianPackage: 'nodejs' }

describe('findProgram', () => {
  test('finds a program on PATH', () => {
    expect(findProgram(node)).toMatch(/\/node$/)
  })

  test('a missing one throws with the package to install and the variable to set', () => {
    expect(() => findProgram(absent)).toThrow(
      /Failed to find no-such-program-for-this-test.*apt-get install no-such-package.*NO_SUCH_PROGRAM_FOR_THIS_TEST/,
    )
  })
})

describe('missingPrograms', () => {
  test('lists only the missing ones, with one apt-get line for them', () => {
    expect(missingPrograms([node, absent])).toEqual({
      missing: [absent],
      install: 'apt-get install -y no-such-package',
    })
  })
})

describe('the integration tests’ first check', () => {
  test('names each missing program and the command that installs them all', () => {
    const saved = process.env.CHROMIUM_PATH
    process.env.CHROMIUM_PATH = '/nonexistent/chromium'
    try {
      expect(() => requireSystemPrograms()).toThrow(
        /missing chromium \(the browser tests drive\).*apt-get install -y chromium/,
      )
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH
      else process.env.CHROMIUM_PATH = saved
    }
  })
})
