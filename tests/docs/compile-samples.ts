/**
 * @module Type-checks the docs' TypeScript samples against the package's own
 * types, in one TypeScript program: each sample is a module of its own, the
 * package's name and subpaths map to the entries in src/ (as the packed
 * package's `exports` map them to lib/), and the names in `sampleContext`
 * stand for what a sample takes from the code around it.
 */
import { join } from 'node:path'
import ts from 'typescript'
import { repositoryRoot } from './markdown-files.ts'

export type Sample = {
  /** Where it is written: `docs/vitest.md:12`. */
  source: string
  code: string
}

const entries: Record<string, string> = {
  'real-estate-service-mock': 'src/index.ts',
  'real-estate-service-mock/node': 'src/node.ts',
  'real-estate-service-mock/browser': 'src/browser.ts',
  'real-estate-service-mock/storybook': 'src/storybook.ts',
  'real-estate-service-mock/server': 'src/server.ts',
  'real-estate-service-mock/vite': 'src/vite.ts',
  'real-estate-service-mock/playwright': 'src/playwright.ts',
  'real-estate-service-mock/openapi.json': 'tests/docs/openapi-json.d.ts',
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'vite/client'],
  strict: true,
  noUncheckedIndexedAccess: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  noEmit: true,
  baseUrl: repositoryRoot,
  paths: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, [path]])),
}

/**
 * What a sample may take from the code around it without writing it: a mock and
 * msw's server. Every other name a sample uses, it imports or declares. A file
 * of this program only, so that the project's own type-check never sees these.
 */
const sampleContext = `
import type { SetupServerApi } from 'msw/node'
import type { Mock } from 'real-estate-service-mock'

declare global {
  /** The page's mock: \`const mock = createMock()\`. */
  const mock: Mock
  /** msw's server in a Node test: \`setupServer(...mock.handlers)\`. */
  const server: SetupServerApi
}
`

/** `./service-api.ts` of the typed-client sample: what `npx openapi-typescript` writes, as the React example keeps it. */
const generatedServiceApi = `export type * from '../examples/react-app/src/service-api.ts'\n`

/**
 * An `await` of a value that is no promise, as a diagnostic: in a sample it says the call waits for
 * something when it is done on return (`await mock.useScenario(…)` in-process). TypeScript reports it
 * only as an editor suggestion (80007), which a program does not give. A union that holds a promise
 * (the Playwright fixture's `Mock | RemoteMock`) is a promise here, as it is to TypeScript.
 */
function needlessAwaits(file: ts.SourceFile, checker: ts.TypeChecker): ts.Diagnostic[] {
  const found: ts.Diagnostic[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isAwaitExpression(node)) {
      const type = checker.getTypeAtLocation(node.expression)
      const unknown = (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0
      if (!unknown && checker.getAwaitedType(type) === type) {
        found.push({
          category: ts.DiagnosticCategory.Error,
          code: 80007,
          file,
          start: node.getStart(file),
          length: node.getWidth(file),
          messageText: `'await' of a value that is no promise: ${node.expression.getText(file)} is ${checker.typeToString(type)}.`,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * Where a sample is compiled. One that opens with its file's name (`// tests/mock.ts`) is that file, in
 * a folder of its page, so that the page's other samples import it as users do (`./mock.ts`); any
 * other, or a name the page gives twice, is a module of its own.
 */
function fileOfSample(sample: Sample, index: number, taken: ReadonlyMap<string, unknown>): string {
  const named = /^\/\/ ((?:[\w-]+\/)*[\w.-]+\.tsx?)\b/.exec(sample.code)?.[1]
  const page = sample.source.split(':')[0]!.replace(/[^\w-]+/g, '-')
  const file = named && join(repositoryRoot, '.doc-samples', page, named)
  return file && !taken.has(file) ? file : join(repositoryRoot, `.doc-samples/sample-${index}.ts`)
}

/** Each diagnostic of the samples, as `docs/vitest.md:14: Cannot find name 'mock'.`; none when all compile. */
export function compileSamples(samples: readonly Sample[]): string[] {
  const files = new Map<string, { sample: Sample; text: string }>()
  const context = join(repositoryRoot, '.doc-samples/sample-context.d.ts')
  files.set(context, { sample: { source: 'sample context:0', code: sampleContext }, text: sampleContext })
  files.set(join(repositoryRoot, '.doc-samples/service-api.ts'), {
    sample: { source: 'service-api.ts:0', code: '' },
    text: generatedServiceApi,
  })
  samples.forEach((sample, index) => {
    // `export {}` makes a sample with no import a module too, so samples never share names.
    files.set(fileOfSample(sample, index, files), { sample, text: `${sample.code}\nexport {}\n` })
  })
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (fileName, language, ...rest) => {
    const file = files.get(fileName)
    return file ? ts.createSourceFile(fileName, file.text, language) : getSourceFile(fileName, language, ...rest)
  }
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName)
  host.readFile = (fileName) => files.get(fileName)?.text ?? readFile(fileName)
  const { directoryExists } = host
  const samplesFolder = join(repositoryRoot, '.doc-samples')
  host.directoryExists = (path) => path.startsWith(samplesFolder) || (directoryExists?.(path) ?? true)

  const program = ts.createProgram([...files.keys()], options, host)
  // Only the samples are checked: the types they use are read from src/, its bodies left to tsc.
  const sampleFiles = program.getSourceFiles().filter((file) => files.has(file.fileName))
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...sampleFiles.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ]
  const checker = program.getTypeChecker()
  const awaits = sampleFiles.flatMap((file) => needlessAwaits(file, checker))
  return [...diagnostics, ...awaits].map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const file = diagnostic.file && files.get(diagnostic.file.fileName)
    if (!file || diagnostic.start === undefined) return `${diagnostic.file?.fileName ?? '(program)'}: ${message}`
    const [path, line] = file.sample.source.split(':')
    const offset = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line
    return `${path}:${Number(line) + offset}: ${message}`
  })
}
