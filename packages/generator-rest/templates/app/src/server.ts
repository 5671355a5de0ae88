import { buildApp } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { readEnvFile } from "./env-file.js";
import { loggerOptions } from "./logger-options.js";
import { closeOnSignals } from "./shutdown.js";
import { openStore } from "./store/open-store.js";

readEnvFile();
const config = configOrExit();
const store = await openStore(config).catch(cannotStart);
const app = await buildApp({ config, store, logger: loggerOptions(config.mode) });
closeOnSignals(app);

await app.listen({ host: config.host, port: config.port });

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
