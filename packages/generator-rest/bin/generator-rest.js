#!/usr/bin/env node
import { colorsOn } from "../dist/values/paint.js";

// Yeoman's logger and prompts decide on colour when they are loaded, from their own checks; output that
// is not a terminal (a pipe, a file, CI logs) gets none, so it is settled before they load.
if (!colorsOn(process.stdout) || !colorsOn(process.stderr)) process.env.FORCE_COLOR = "0";
const { runCli } = await import("../dist/cli/run-cli.js");

process.exitCode = await runCli(process.argv.slice(2));
