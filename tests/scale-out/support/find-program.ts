/**
 * @module The nginx the recipe's test runs: `NGINX`, else nginx on PATH,
 * else Debian's /usr/sbin/nginx. Missing nginx fails the test with what to
 * install: CI installs it (.ci/run), so a skip would hide a broken setup.
 */
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export function findNginx(): string {
  const chosen = process.env.NGINX
  if (chosen) {
    if (!isExecutable(chosen))
      throw new Error(
        `Failed to run nginx: NGINX is "${chosen}", which is not an executable file. Please set it to nginx's path, or unset it.`,
      )
    return chosen
  }
  const candidates = [
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((folder) => join(folder, 'nginx')),
    '/usr/sbin/nginx',
  ]
  const found = candidates.find(isExecutable)
  if (found === undefined) {
    throw new Error(
      'Failed to find nginx, which this test runs the scale-out recipe behind (examples/scale-out). Please install it (Debian and Ubuntu: apt-get install nginx-light, as .ci/run does) or set NGINX to its path.',
    )
  }
  return found
}
