/**
 * @module The system programs the integration tests run (Chromium, Firefox ESR, nginx, HAProxy,
 * curl): the one its environment variable names, else the one on PATH, else Debian's in /usr/sbin.
 * A missing one fails the run with what to install: CI installs them all (.ci/run), so a skip would
 * hide a broken setup. `npm test` needs none of them.
 */
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** How to find a program, and what to tell a person who lacks it. */
export type Program = {
  name: string
  /** The environment variable that names its path, e.g. `NGINX`. */
  variable: string
  /** What the test runs it for, in a few words. */
  purpose: string
  /** The Debian and Ubuntu package that installs it. */
  debianPackage: string
}

export const nginx: Program = {
  name: 'nginx',
  variable: 'NGINX',
  purpose: 'this test runs the scale-out recipe behind (examples/scale-out)',
  debianPackage: 'nginx-light',
}

export const haproxy: Program = {
  name: 'haproxy',
  variable: 'HAPROXY',
  purpose: 'this test runs the HAProxy lines of docs/scaling-out.md with',
  debianPackage: 'haproxy',
}

const chromium: Program = {
  name: 'chromium',
  variable: 'CHROMIUM_PATH',
  purpose: 'the browser tests drive',
  debianPackage: 'chromium',
}

const firefox: Program = {
  name: 'firefox-esr',
  variable: 'FIREFOX_PATH',
  purpose: 'the Firefox tests drive over WebDriver BiDi',
  debianPackage: 'firefox-esr',
}

export const curl: Program = {
  name: 'curl',
  variable: 'CURL',
  purpose: 'a refused-body test sends 100 MB with, as a real client',
  debianPackage: 'curl',
}

/** Every program the integration tests need, in the order `apt-get install` is told. */
export const integrationPrograms: readonly Program[] = [chromium, firefox, nginx, haproxy, curl]

/** The programs of `programs` that cannot be found, with the one command that installs them all. */
export function missingPrograms(programs: readonly Program[]): { missing: Program[]; install: string } {
  const missing = programs.filter((program) => {
    try {
      findProgram(program)
      return false
    } catch {
      return true
    }
  })
  return { missing, install: `apt-get install -y ${missing.map((program) => program.debianPackage).join(' ')}` }
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The path of `program`; throws, saying what to install, when there is none. */
export function findProgram({ name, variable, purpose, debianPackage }: Program): string {
  const chosen = process.env[variable]
  if (chosen) {
    if (!isExecutable(chosen))
      throw new Error(
        `Failed to run ${name}: ${variable} is "${chosen}", which is not an executable file. Please set it to ${name}'s path, or unset it.`,
      )
    return chosen
  }
  const candidates = [
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((folder) => join(folder, name)),
    `/usr/sbin/${name}`,
  ]
  const found = candidates.find(isExecutable)
  if (found === undefined) {
    throw new Error(
      `Failed to find ${name}, which ${purpose}. Please install it (Debian and Ubuntu: apt-get install ${debianPackage}, as .ci/run does) or set ${variable} to its path.`,
    )
  }
  return found
}
