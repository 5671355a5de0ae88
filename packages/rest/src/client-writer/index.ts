// `npm run client` of a generated project: its OpenAPI document in, the typed client's route map out.
export { clientRoutes, type ApiDocument, type ClientRoute } from "./client-routes.js";
export { ROUTES_FILE, routesFile } from "./routes-file.js";
export { routesText } from "./routes-text.js";
export { schemaType, type JsonSchema } from "./schema-type.js";
export { writeClient } from "./write-client.js";
