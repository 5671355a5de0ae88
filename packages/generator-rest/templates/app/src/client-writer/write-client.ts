import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { ROUTES_FILE } from "@hostkit/rest/client-writer";
import { routesText } from "./routes-text.js";

/** `npm run client`: writes the client's route map from the routes the app registers now. */
const { text, count } = await routesText();
await mkdir(dirname(ROUTES_FILE), { recursive: true });
await writeFile(ROUTES_FILE, text);
console.log(`Wrote ${ROUTES_FILE}: ${count} route${count === 1 ? "" : "s"}`);
