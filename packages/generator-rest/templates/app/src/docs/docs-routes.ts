import type { FastifyInstance } from "fastify";
import { docsPage, type OpenApiDocument } from "./docs-page.js";

/** Serves the API's documentation at /docs while developing. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = () => app.swagger() as OpenApiDocument;
  app.get("/docs", { schema: { hide: true } }, async (_request, reply) => reply.type("text/html").send(docsPage(document())));
  app.get("/docs/openapi.json", { schema: { hide: true } }, async () => document());
}
