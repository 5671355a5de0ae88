import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { clientRoutes, type ApiDocument } from "./client-routes.js";
import { ROUTES_FILE, routesFile } from "./routes-file.js";

/**
 * The client's route map as `npm run client` writes it from `document` into the project at `directory`, formatted
 * by the project's own Prettier and settings as its lint wants; `count` routes.
 */
export async function routesText(document: ApiDocument, directory = "."): Promise<{ text: string; count: number }> {
  const routes = clientRoutes(document);
  const file = join(directory, ROUTES_FILE);
  const options = (await resolveConfig(file)) ?? {};
  return { text: await format(routesFile(routes), { ...options, filepath: file }), count: routes.length };
}
