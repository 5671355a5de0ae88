import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Writes `document` as indented JSON to `file`, making its folder. */
export async function writeOpenapi(file: string, document: object): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
}
