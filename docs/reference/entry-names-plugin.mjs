/**
 * @module A TypeDoc plugin: each entry's page is named after the specifier users
 * import (`real-estate-service-mock/node`, not `node`), and the entry's `@module`
 * comment becomes its description (TypeDoc takes a one-line `@module` text for
 * a name, and drops a longer one).
 */
import { relative } from 'node:path'
import { Comment, Converter, ParameterType, ReflectionKind } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'entryNames',
    help: 'Each entry file (src/node.ts…), from the working directory, and the name its page takes.',
    type: ParameterType.Mixed,
    defaultValue: {},
  })
  // Before TypeDoc's own comment handling, which runs at the default priority.
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context, reflection) => {
      if (!reflection.kindOf(ReflectionKind.Module)) return
      const names = /** @type {Record<string, string>} */ (app.options.getValue('entryNames'))
      const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
      const name = file && names[relative(process.cwd(), file).replaceAll('\\', '/')]
      const tag = reflection.comment?.getTag('@module')
      if (tag && reflection.comment) {
        reflection.comment.summary = Comment.cloneDisplayParts(tag.content)
        reflection.comment.removeTags('@module')
      }
      if (name) reflection.name = name
    },
    100,
  )
}
