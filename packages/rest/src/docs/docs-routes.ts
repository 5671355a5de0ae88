import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { docsCsp } from "./docs-csp.js";

export interface DocsRoutesOptions {
  /** The page's title. */
  title: string;
}

/**
 * Serves the interactive API reference (Swagger UI, from the installed package's own files) at /docs and the
 * OpenAPI document at /docs/json and /docs/openapi.json.
 */
export async function docsRoutes(app: FastifyInstance, { title }: DocsRoutesOptions): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: docsCsp,
    uiConfig: {
      // Every route can be sent from the page at once, its answer timed.
      tryItOutEnabled: true,
      displayRequestDuration: true,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
    },
    theme: { title },
    // The page sends requests to the first server: the one serving it, whose address the document cannot know.
    transformSpecification: (document, request) => {
      const here = `${request.protocol}://${request.host}`;
      const others = ((document.servers ?? []) as { url: string }[]).filter((server) => server.url !== here);
      return { ...document, servers: [{ url: here, description: "The server of this page" }, ...others] };
    },
  });
  app.get("/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
