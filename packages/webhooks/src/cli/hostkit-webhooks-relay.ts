#!/usr/bin/env node
import { runRelayCli } from "./run-relay-cli.js";

const client = runRelayCli(process.argv.slice(2), process.env, console);
if (typeof client === "number") {
  process.exitCode = client;
} else {
  const stop = (): void => void client.close();
  process.once("SIGINT", stop).once("SIGTERM", stop);
}
