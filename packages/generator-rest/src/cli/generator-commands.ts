import { fileURLToPath } from "node:url";

/** A generator of this package as a command of the `generator-rest` bin. */
export interface GeneratorCommand {
  command: string;
  namespace: string;
  entry: string;
  description: string;
}

const entry = (name: string): string => fileURLToPath(new URL(`../../generators/${name}/index.js`, import.meta.url));

export const GENERATOR_COMMANDS: readonly GeneratorCommand[] = [
  {
    command: "rest",
    namespace: "rest:app",
    entry: entry("app"),
    description: "Create a REST API project in [dir] (default: the current folder)",
  },
  {
    command: "rest:api",
    namespace: "rest:api",
    entry: entry("api"),
    description: "Add an endpoint group named [name] to the project in the current folder",
  },
];
