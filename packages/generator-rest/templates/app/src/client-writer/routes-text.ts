import { format, resolveConfig } from "prettier";
import { clientRoutes, ROUTES_FILE, routesFile } from "@hostkit/rest/client-writer";
import { apiDocument } from "./api-document.js";

/** The client's route map as `npm run client` writes it: from the routes the app registers now, formatted as lint wants. */
export async function routesText(): Promise<{ text: string; count: number }> {
  const routes = clientRoutes(await apiDocument());
  const options = (await resolveConfig(ROUTES_FILE)) ?? {};
  return { text: await format(routesFile(routes), { ...options, filepath: ROUTES_FILE }), count: routes.length };
}
