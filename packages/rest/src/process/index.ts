// The server process around the app: its settings from `.env` and the environment, the line it starts with, and
// its closing on a signal.
export { readEnvFile, type EnvFileOptions } from "./env-file.js";
export { readSettings, type ReadSettingsOptions } from "./read-settings.js";
export { startupLine, type StartupFacts } from "./startup-line.js";
export { closeOnSignals } from "./shutdown.js";
