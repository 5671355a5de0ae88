import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export interface EnvFileOptions {
  /** Default `.env`. */
  path?: string;
  /** Default `.env.example`. */
  example?: string;
  /** Variables left empty in the example that a new `.env` gets fresh random values for, such as `MASTER_KEY`. */
  secrets?: readonly string[];
}

/**
 * Reads `.env` into `process.env`, where a variable already set wins. A fresh clone has none (it is never
 * committed): while developing, it is written from `.env.example` with fresh secrets, and says so.
 * Returns the names whose values came from the file.
 */
export function readEnvFile({ path = ".env", example = ".env.example", secrets = [] }: EnvFileOptions = {}): string[] {
  if (!existsSync(path) && process.env.NODE_ENV === "development" && existsSync(example)) {
    // Readable by its owner only: it holds the secrets.
    writeFileSync(path, envFromExample(readFileSync(example, "utf8"), secrets), { flag: "wx", mode: 0o600 });
    const fresh = secrets.length > 0 ? ` with a fresh ${new Intl.ListFormat("en").format(secrets)}` : "";
    console.log(`Created ${path} from ${example}${fresh}; keep it out of version control.`);
  }
  if (!existsSync(path)) return [];
  const before = new Set(Object.keys(process.env));
  process.loadEnvFile(path);
  return Object.keys(process.env).filter((name) => !before.has(name));
}

/** `.env.example` with each of its empty `secrets` filled: 32 random bytes, as the generator writes them. */
export function envFromExample(example: string, secrets: readonly string[]): string {
  if (secrets.length === 0) return example;
  const empty = new RegExp(
    `^(${secrets.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})=[ \\t]*$`,
    "gm",
  );
  return example.replace(empty, (_, name: string) => `${name}=${randomBytes(32).toString("base64url")}`);
}
