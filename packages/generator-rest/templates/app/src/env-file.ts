<%_ if (auth) { _%>
import { randomBytes } from "node:crypto";
<%_ } _%>
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Reads `.env` into `process.env`, where a variable already set wins. A fresh clone has none (it is never
 * committed): while developing, it is written from `.env.example`<%- auth ? " with fresh secrets" : "" %>, and says so.
 * Returns the names whose values came from the file.
 */
export function readEnvFile(path = ".env", example = ".env.example"): string[] {
  if (!existsSync(path) && process.env.NODE_ENV === "development" && existsSync(example)) {
    // Readable by its owner only: it holds the secrets.
    writeFileSync(path, envFromExample(readFileSync(example, "utf8")), { flag: "wx", mode: 0o600 });
    console.log(`Created ${path} from ${example}<%- auth ? " with a fresh MASTER_KEY and JWT_SECRET" : "" %>; keep it out of version control.`);
  }
  if (!existsSync(path)) return [];
  const before = new Set(Object.keys(process.env));
  process.loadEnvFile(path);
  return Object.keys(process.env).filter((name) => !before.has(name));
}

/** `.env.example` with its empty secrets filled: 32 random bytes each, as the generator writes them. */
export function envFromExample(example: string): string {
<%_ if (auth) { _%>
  return example.replace(/^(MASTER_KEY|JWT_SECRET)=[ \t]*$/gm, (_, name: string) => `${name}=${randomBytes(32).toString("base64url")}`);
<%_ } else { _%>
  return example;
<%_ } _%>
}
