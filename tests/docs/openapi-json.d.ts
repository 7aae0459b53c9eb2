/** `real-estate-service-mock/openapi.json` for the samples' type-check: the document `npm run openapi` writes. */
import type { OpenApiDocument } from '../../src/model/create-openapi-document.ts'

declare const document: OpenApiDocument
export default document
