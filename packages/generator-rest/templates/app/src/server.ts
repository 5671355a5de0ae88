import type { AddressInfo } from "node:net";
import { loggerOptions } from "@hostkit/rest/http";
import { loadMigrations, migrationsAtStart } from "@hostkit/rest/migrate";
import { closeOnSignals, startupLine } from "@hostkit/rest/process";
import { loadConfig, type Config } from "./config.js";
import { readEnvFile } from "./env-file.js";

const fromEnvFile = readEnvFile();
const config = configOrExit();
// Loaded once the settings are known good: a wrong one is answered without loading the whole API.
const [{ buildApp }, { openStore }] = await Promise.all([import("./app.js"), import("./open-store.js")]);
const store = await openStore(config).catch(cannotStart);
// Development applies pending migrations; production refuses to start until `npm run migrate` has.
await migrationsAtStart(store, await loadMigrations(import.meta.url), config.mode).catch(cannotStart);
const app = await buildApp({ config, store, logger: loggerOptions(config.mode, config.logLevel) });
closeOnSignals(app);

await listenOrExit();
if (config.mode === "development") {
  const address = app.server.address() as AddressInfo;
  const masterKey = "masterKey" in config ? (fromEnvFile.includes("MASTER_KEY") ? "in .env" : "from the environment") : undefined;
  app.log.info(startupLine({ address, docs: config.docs, masterKey }));
}

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return cannotStart(error);
  }
}

/** A missing or wrong setting, or a database out of reach, is the operator's to fix: its message, without a stack trace. */
function cannotStart(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** HOST and PORT are settings too: an address this machine does not have, or a port in use, is named without a stack. */
async function listenOrExit(): Promise<void> {
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!["EADDRINUSE", "EADDRNOTAVAIL", "EACCES", "ENOTFOUND", "EAI_AGAIN"].includes(code)) throw error;
    console.error(`Cannot start: cannot listen on HOST ${config.host} and PORT ${config.port} (${code}); check both.`);
    await app.close();
    process.exit(1);
  }
}
