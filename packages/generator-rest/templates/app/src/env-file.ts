import { readEnvFile as readEnvFileWith } from "@hostkit/rest/process";

/**
 * Reads `.env` into `process.env`, where a variable already set wins. A fresh clone has none (it is never
 * committed): while developing, it is written from `.env.example`<%- auth ? " with a fresh MASTER_KEY and JWT_SECRET" : "" %>, and says so.
 * Returns the names whose values came from the file.
 */
export function readEnvFile(): string[] {
  return readEnvFileWith(<%- auth ? '{ secrets: ["MASTER_KEY", "JWT_SECRET"] }' : "" %>);
}
