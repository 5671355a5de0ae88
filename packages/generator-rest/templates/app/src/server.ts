import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { loggerOptions } from "./logger-options.js";
import { openStore } from "./store/open-store.js";

const config = loadConfig(process.env);
const store = await openStore(config);
const app = await buildApp({ config, store, logger: loggerOptions(config.mode) });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close();
  });
}

await app.listen({ host: config.host, port: config.port });
