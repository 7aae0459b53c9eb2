/**
 * @module The types a user reaches from the built entries, walked with the TypeScript compiler as
 * an editor offers them: each export's type, its properties, its functions' parameters and results,
 * and the values of promises and arrays. Types from other packages (msw, zod, Node) are not
 * opened. Gives, for each database and history met on the way, where it was met and its members.
 */
import { join } from 'node:path'
import ts from 'typescript'

/** A type met under a name, the path that reached it (`node.createMock().database()`), and its members. */
type MetType = { path: string; members: string[] }

/** Members named so hold the types this walk reports: a database is what `database` gives, a history what `history` is. */
const reported = { database: 'database', history: 'history' } as const

export function reachedTypes(libDir: string, entries: readonly string[]): Record<keyof typeof reported, MetType[]> {
  const files = entries.map((entry) => join(libDir, `${entry}.d.ts`))
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
  })
  const checker = program.getTypeChecker()
  const met: Record<keyof typeof reported, MetType[]> = { database: [], history: [] }
  const seen = new Set<ts.Type>()

  const isOurs = (type: ts.Type) =>
    (type.aliasSymbol ?? type.getSymbol())?.declarations?.some((declaration) =>
      declaration.getSourceFile().fileName.startsWith(libDir),
    ) ?? false

  /**
   * What a member gives: a method's awaited result, else the member's own type; for a union (the
   * Playwright fixture's `Mock | RemoteMock`), what each of its members gives, `undefined` and `never` left out.
   */
  const given = (type: ts.Type): ts.Type[] =>
    (type.isUnion() ? type.types : [type]).flatMap((part) => {
      const [signature] = part.getCallSignatures()
      const result = signature ? signature.getReturnType() : part
      const value = (checker.getAwaitedType(result) ?? result).getNonNullableType()
      return value.flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined) ? [] : [value]
    })

  const note = (name: string, type: ts.Type, path: string) => {
    for (const [kind, memberName] of Object.entries(reported) as [keyof typeof reported, string][]) {
      if (name !== memberName) continue
      for (const value of given(type)) {
        const members = checker.getPropertiesOfType(checker.getApparentType(value)).map((symbol) => symbol.name)
        met[kind].push({ path, members: members.sort() })
      }
    }
  }

  const visit = (type: ts.Type, path: string): void => {
    if (seen.has(type)) return
    seen.add(type)
    if (type.isUnionOrIntersection()) for (const part of type.types) visit(part, path)
    // A promise's value, an array's items. An alias's own arguments are not followed: they are what builds the
    // type (`Omit<Verbs, …>`), not something the type gives, and its members are walked below.
    if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) visit(argument, `${path}<>`)
    // A union's or intersection's members were visited above; another package's type is not opened.
    if (type.isUnionOrIntersection() || !isOurs(type)) return
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      for (const parameter of signature.getParameters()) {
        const parameterType = checker.getTypeOfSymbol(parameter)
        note(parameter.name, parameterType, `${path}(${parameter.name})`)
        visit(parameterType, `${path}(${parameter.name})`)
      }
      visit(signature.getReturnType(), `${path}()`)
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property)
      note(property.name, propertyType, `${path}.${property.name}`)
      visit(propertyType, `${path}.${property.name}`)
    }
  }

  entries.forEach((entry, index) => {
    const source = program.getSourceFile(files[index]!)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`Failed to read the exports of ${files[index]}: it is not a module.`)
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const path = `${entry}.${exported.name}`
      if (symbol.flags & ts.SymbolFlags.Value) visit(checker.getTypeOfSymbol(symbol), path)
      if (symbol.flags & ts.SymbolFlags.Type) visit(checker.getDeclaredTypeOfSymbol(symbol), path)
    }
  })
  return met
}
