import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ApiDocument } from "./client-routes.js";
import { ROUTES_FILE } from "./routes-file.js";
import { routesText } from "./routes-text.js";

/** Writes the client's route map (ROUTES_FILE) into the project at `directory` from `document`; answers its route count. */
export async function writeClient(document: ApiDocument, directory = "."): Promise<number> {
  const { text, count } = await routesText(document, directory);
  const file = join(directory, ROUTES_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return count;
}
