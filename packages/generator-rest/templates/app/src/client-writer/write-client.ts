import { ROUTES_FILE, writeClient } from "@hostkit/rest/client-writer";
import { apiDocument } from "./api-document.js";

/** `npm run client`: writes the client's route map from the routes the app registers now. */
const count = await writeClient(await apiDocument());
console.log(`Wrote ${ROUTES_FILE}: ${count} route${count === 1 ? "" : "s"}`);
