/**
 * @module `renderReference`: the text of `docs/reference.md`, the data
 * reference a person reads. Every sample in it is what the mock answers to
 * the request shown beside it, asked of a fresh `createMock({ seed: 42 })`
 * through `mock.fetch`, so the page cannot tell of a shape the mock does not
 * serve. `tests/service/reference.test.ts` fails when the page drifts.
 */
import { wellKnownAccounts, wellKnownRealEstateObjects } from '../fixtures/index.ts'
import { createMock } from '../src/adapters/middleware/create-node-mock.ts'

/** One request of the page: what is sent, and what the reader should see in it. */
type Sample = {
  method: 'GET' | 'PATCH'
  path: string
  contentType?: string
  body?: string
}

const service = 'http://localhost:4010/svc/v1'
const seed = 42

/** The four operations, each with the request that shows its answer. */
const operations = {
  getRealEstateObject: { method: 'GET', path: '/RealEstateService/RealEstateObjects/re-0001' },
  getAccountSettings: { method: 'GET', path: '/AccountService' },
  updateAccountSettings: {
    method: 'PATCH',
    path: '/AccountService',
    contentType: 'application/json',
    body: '{ "activity_logs": false, "preferences": { "language_default": "de-DE" } }',
  },
  getAccount: { method: 'GET', path: '/AccountService/Accounts/alice.admin' },
} satisfies Record<string, Sample>

/** One request per error status the page explains. */
const problems = {
  400: { method: 'PATCH', path: '/AccountService', contentType: 'application/json', body: '{ "activity_logs": false' },
  404: { method: 'GET', path: '/RealEstateService/RealEstateObjects/re-9999' },
  415: { method: 'PATCH', path: '/AccountService', contentType: 'text/plain', body: 'activity_logs=false' },
  422: {
    method: 'PATCH',
    path: '/AccountService',
    contentType: 'application/json',
    body: '{ "security_settings": { "min_password_length": "long" }, "preferences": { "time_zone_default": "Mars/Olympus" }, "colour": "red" }',
  },
} satisfies Record<number, Sample>

/** Each sample's answer, from a mock of its own so that no sample sees what another changed. */
async function answer(sample: Sample): Promise<{ status: number; headers: [string, string][]; json: unknown }> {
  const mock = createMock({ seed })
  const headers = sample.contentType ? { 'Content-Type': sample.contentType } : undefined
  const response = await mock.fetch(
    new Request(`${service}${sample.path}`, { method: sample.method, headers, body: sample.body }),
  )
  return { status: response.status, headers: [...response.headers], json: await response.json() }
}

/** `a`, `a and b`, `a, b and c`. */
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const fence = (language: string, text: string) => `\`\`\`${language}\n${text}\n\`\`\``

/** The request as a reader would type it, and the answer's status line, headers and JSON. */
async function exchange(sample: Sample): Promise<string> {
  const { status, headers, json } = await answer(sample)
  const request = [
    `${sample.method} /svc/v1${sample.path}`,
    ...(sample.contentType ? [`Content-Type: ${sample.contentType}`] : []),
    ...(sample.body ? ['', sample.body] : []),
  ]
  const head = [
    `HTTP/1.1 ${status} ${statusText[status] ?? ''}`.trimEnd(),
    ...headers.map(([name, value]) => `${titleCase(name)}: ${value}`),
  ]
  return [
    fence('http', request.join('\n')),
    fence('http', head.join('\n')),
    fence('json', JSON.stringify(json, null, 2)),
  ].join('\n\n')
}

const statusText: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
}

/** `content-type` → `Content-Type`, as the headers read in a browser's devtools. */
const titleCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())

/**
 * The whole page, as Markdown.
 * @example
 * writeFileSync('docs/reference.md', await renderReference())
 */
export async function renderReference(): Promise<string> {
  return `<!-- Written by \`npx tsx scripts/write-reference.ts\` from what the mock answers; edit scripts/render-reference.ts, not this file. -->
# Data reference

What the mock answers, operation by operation, and what its errors look like. Every sample below is
the answer of \`createMock({ seed: ${seed} })\` to the request shown above it: the same data under every
adapter (msw in Node or the browser, the standalone server, the middleware, the Vite plugin), and the
same on every machine. A test (\`tests/service/reference.test.ts\`) fails when this page and the mock
disagree. The types are exported too: \`import type { RealEstateObject, AccountSettings, UserAccount }
from 'real-estate-service-mock'\`, and the OpenAPI document (\`real-estate-service-mock/openapi.json\`)
describes the same shapes.

- [Seeds and determinism](#seeds-and-determinism)
- [\`seurity_settings\` is spelled so](#seurity_settings-is-spelled-so)
- [getRealEstateObject](#getrealestateobject)
- [getAccountSettings](#getaccountsettings)
- [updateAccountSettings](#updateaccountsettings)
- [getAccount](#getaccount)
- [Errors](#errors): [400](#400-bad-request), [404](#404-not-found), [415](#415-unsupported-media-type), [422](#422-unprocessable-content)

## Seeds and determinism

The same seed gives the same data on every run and machine: same ids, names, dates and prices, in
Node and in the browser. The default seed is 42; the default data is 25 objects (\`re-0001\`…) and 10
accounts (\`acc-0001\`…), the well-known ones first. The well-known records are the same under every
seed, tokens included, so stories and tests can name them; a seed changes only the records faker
fills.

\`\`\`ts
import { createMock } from 'real-estate-service-mock/node'

const a = await createMock({ seed: 7 }).resources()
const b = await createMock({ seed: 7 }).resources()
// a and b are equal; seed 8 gives other accounts
const bigger = createMock({ seed: 7, counts: { realEstateObjects: 1000, accounts: 200 } })
\`\`\`

\`\`\`sh
npx real-estate-service-mock --seed 7 --objects 1000
\`\`\`

In the browser, \`?seed=7\` in the page URL; in Storybook, \`parameters.mock.seed\`. Random latency and
faults come from seeded streams too, and \`reset()\` restarts them. Why:
[Seeding and determinism](decisions/seeding-and-determinism.md).

## \`seurity_settings\` is spelled so

A user account keeps its username, password hash and two-factor flags under the key
**\`seurity_settings\`**, without the first \`c\`. That is how the service's interface spells it, and
the mock serves the key exactly so, because a frontend written against the mock must read the real
service's answers. The account settings, on the other hand, have a correctly spelled
\`security_settings\` (the length bounds of usernames and passwords). So:

\`\`\`ts
import type { AccountSettings, UserAccount } from 'real-estate-service-mock'

declare const account: UserAccount, settings: AccountSettings
account.seurity_settings.username           // a user account: GET …/AccountService/Accounts/{username}
settings.security_settings.min_password_length // the account settings: GET …/AccountService
\`\`\`

A misspelling the other way round is a type error with the exported types, and in a \`PATCH\` body it
is a \`422\` naming the unknown key.

## getRealEstateObject

One real estate object. The well-known objects (${list(wellKnownRealEstateObjects.map(({ id, name }) => `\`${id}\` "${name}"`))}) are the same under
every seed; faker fills the rest, which change with the seed.

${await exchange(operations.getRealEstateObject)}

### Generated objects

The objects faker fills read like listings and agree with their own record, under every seed
(\`src/data/seeded-text.test.ts\` checks the first objects of 1,000 seeds):

- **No phrase twice.** A description, a name or an amenity list never says a word twice (short words
  such as "a" and "and" aside). A description is two sentences made from the record: kind, area and
  city, what is near, then up to three of the object's own amenities ("A warehouse of 6907 m² in
  Baltimore, close to a rail freight terminal. It has a truck court.").
- **Words fit the record.** Amenities are the kind's own (no truck court in a studio), and the
  description names none the list lacks. A name's adjective fits: "Spacious" only above the middle of
  the kind's area range, "Cozy" only below it, "Renovated" never while under renovation. Tags never
  contradict the record or each other: \`available-now\` only when \`Vacant\` or \`Partially occupied\`,
  \`furnished\` only with the \`Furnished\` amenity, never \`renovated\` with \`new-build\`. An
  elevator is inspected only where there is one.
- **Occupancy, tenant and lease agree.** \`Occupied\` and \`Partially occupied (2 of 5 units)\` have a
  tenant (all three contact fields set, never the owner); \`Vacant\` and \`Under renovation\` have the
  empty contact. Only properties of several units (offices, warehouses) are partially occupied. Every
  object has a \`lease_term\` in months and lease clauses: the lease in force, or without a tenant
  the terms on offer; clauses suit a home or a business.

## getAccountSettings

The full form of the account settings. \`permissions\` are the caller's (with authentication off, the
administrator's), and \`auth_token\` is the caller's token.

${await exchange(operations.getAccountSettings)}

## updateAccountSettings

The body is the update form or any part of it: nested objects merge, omitted fields stay as they are.
The answer is the whole update form as it now stands (no \`permissions\`, no \`plans\`, no
\`auth_token\`). \`application/merge-patch+json\` is taken too.

${await exchange(operations.updateAccountSettings)}

## getAccount

One user account, by username. The well-known accounts (${list(wellKnownAccounts.map((account) => `\`${account.seurity_settings.username}\``))}) are the same
under every seed, tokens included; faker fills the rest. \`password\` is a hash, never a password.

${await exchange(operations.getAccount)}

## Errors

Every error is \`application/problem+json\` ([RFC 9457](https://www.rfc-editor.org/rfc/rfc9457)):
\`type\` (a URN per kind, stable to switch on), \`title\`, \`status\`, \`detail\` (a sentence for a person)
and \`instance\` (the request path). A \`422\` adds \`errors\`, one \`{ pointer, detail }\` per offending
field, where \`pointer\` is a JSON Pointer into the body that was sent. The other statuses (\`401\`,
\`403\`, \`405\`, \`429\`, \`503\`, injected faults) have the same shape; which status comes when:
[decisions/status-codes-and-problems.md](decisions/status-codes-and-problems.md).

### 400 Bad Request

A body that is not JSON, or not a JSON object. Nothing changes.

${await exchange(problems[400])}

### 404 Not Found

An id or username the data lacks, or a path under \`/svc/v1\` that is none of the four operations.

${await exchange(problems[404])}

### 415 Unsupported Media Type

A \`PATCH\` body sent as anything but \`application/json\` or \`application/merge-patch+json\`;
\`Accept-Patch\` names the two.

${await exchange(problems[415])}

### 422 Unprocessable Content

A body that breaks the update form: every offending field is listed, and nothing changes. In a form,
show each \`detail\` next to the field its \`pointer\` names.

${await exchange(problems[422])}
`
}
