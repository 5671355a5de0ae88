// The OpenAPI document of a generated API, its /docs reference, and what `npm run docs` and `npm run lint:openapi`
// write: @fastify/swagger and Swagger UI's files are loaded only by projects that import this entry.
export { docsCsp } from "./docs-csp.js";
export { openapiDocs, type OpenapiDocsOptions, type OpenapiParts } from "./openapi-docs.js";
export { servedDocument, type OpenapiDocument } from "./served-document.js";
export { writeDocs } from "./write-docs.js";
export { writeOpenapi } from "./write-openapi.js";
