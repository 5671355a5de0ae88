// Writes generated files, or with `check` only reports those whose committed bytes differ from what
// the generator makes now. Shared by the packages' generators.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** `files` maps a file name to its content; returns the names that were (or, when checking, would be) rewritten. */
export async function writeGenerated(directory, files, check) {
  const stale = [];
  if (!check) await mkdir(directory, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const target = new URL(name, directory);
    const current = await readFile(target, "utf8").catch(() => undefined);
    if (current === content) continue;
    stale.push(name);
    if (!check) await writeFile(target, content);
  }
  return stale;
}

/** The directory given by `--out <path>` (tests generate into a scratch copy), else `fallback`. */
export function outputDirectory(argv, fallback) {
  const at = argv.indexOf("--out");
  if (at === -1) return fallback;
  const path = argv[at + 1];
  if (path === undefined) throw new Error("--out needs a directory");
  return pathToFileURL(`${resolve(path)}/`);
}
