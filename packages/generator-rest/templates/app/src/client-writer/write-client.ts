import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { apiDocument } from "./api-document.js";
import { clientRoutes, ROUTES_FILE, routesFile } from "@hostkit/rest/client-writer";

/** `npm run client`: writes the client's route map from the routes the app registers now. */
const routes = clientRoutes(await apiDocument());
await mkdir(dirname(ROUTES_FILE), { recursive: true });
await writeFile(ROUTES_FILE, routesFile(routes));
console.log(`Wrote ${ROUTES_FILE}: ${routes.length} route${routes.length === 1 ? "" : "s"}`);
