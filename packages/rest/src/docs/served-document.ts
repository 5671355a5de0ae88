import type { FastifyInstance } from "fastify";

/** The parts of an OpenAPI document that writing it reads. */
export interface OpenapiDocument {
  info: { title: string };
  servers?: { url: string }[];
}

/**
 * The OpenAPI document `app` serves (registered with openapiDocs), read without listening on any port; the app
 * is closed after, as a script that only writes the document wants.
 */
export async function servedDocument(app: FastifyInstance): Promise<OpenapiDocument> {
  await app.ready();
  const document = app.swagger() as unknown as OpenapiDocument;
  await app.close();
  return document;
}
