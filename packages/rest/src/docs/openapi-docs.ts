import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { docsRoutes } from "./docs-routes.js";
import { documentRoutes } from "./document-routes.js";

/** The document's own parts: `info` (its title names the /docs page), `servers`, `components`. */
export type OpenapiParts = NonNullable<FastifyDynamicSwaggerOptions["openapi"]> & {
  info: { title: string; version: string };
};

export interface OpenapiDocsOptions {
  /** What the routes do not say; each route adds its operation. */
  openapi: OpenapiParts;
  /** Serve Swagger UI at /docs and the document at /docs/json and /docs/openapi.json. */
  page?: boolean;
}

/**
 * The app's OpenAPI 3.1 document, `app.swagger()`: the given parts and every route added after this plugin, each
 * completed by documentRoutes; with `page`, the /docs reference too. Register it before the routes.
 */
async function openapiDocsPlugin(app: FastifyInstance, { openapi, page = false }: OpenapiDocsOptions): Promise<void> {
  documentRoutes(app);
  await app.register(swagger, { openapi: { ...openapi, openapi: "3.1.0" } });
  if (page) await app.register(docsRoutes, { title: `${openapi.info.title} API` });
}

export const openapiDocs = fp(openapiDocsPlugin, { name: "@hostkit/rest/docs", fastify: "5.x" });
