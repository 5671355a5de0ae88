import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh folder outside the repository. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `generator-rest-${prefix}-`));
}
