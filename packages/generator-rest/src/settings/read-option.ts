import { camelCase } from "../values/camel-case.js";

/**
 * Reads a command-line option whichever runner parsed it: commander-based runners (`yo`,
 * our bin) key options by the camelCase name, Yeoman's own parser by the kebab-case name
 * (and fills in Yeoman's defaults there, so the camelCase value wins).
 */
export function readOption(options: Readonly<Record<string, unknown>>, option: string): unknown {
  return options[camelCase(option)] ?? options[option];
}
