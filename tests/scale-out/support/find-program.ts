/**
 * @module The balancer a scale-out test runs (nginx, HAProxy): the one its
 * environment variable names, else the one on PATH, else Debian's in
 * /usr/sbin. A missing one fails the test with what to install: CI installs
 * both (.ci/run), so a skip would hide a broken setup.
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
