import type { ClientRoute } from "./client-routes.js";
import { schemaType } from "./schema-type.js";

/** Where the route map is written, relative to the project. */
export const ROUTES_FILE = "client/generated/routes.ts";

/** The text of the client's route map: one entry a route, and the union of every error answer. */
export function routesFile(routes: readonly ClientRoute[]): string {
  const entries = routes.map(
    (route) =>
      `${route.summary ? `  /** ${route.summary.replaceAll("*/", "*\\/")} */\n` : ""}` +
      `  ${JSON.stringify(route.key)}: {\n    parameters: ${route.parameters};\n    response: ${route.response};\n  };`,
  );
  // One error type stands alone, as Prettier writes it; several are a union, one member a line.
  const errors = (indent: string) => [
    // An error documented as one of several bodies (409) adds each of them.
    ...new Set(
      routes.flatMap((route) =>
        route.errors.flatMap((schema) => (schema.anyOf ?? [schema]).map((body) => schemaType(body, indent))),
      ),
    ),
  ];
  const members = errors("    ");
  const errorType =
    members.length > 1 ? members.map((type) => `\n  | ${type}`).join("") : ` ${errors("")[0] ?? "never"}`;
  return [
    "// Written by `npm run client` from the API's route schemas; run it again after changing a route.",
    "",
    "/** Every route of the API: the parameters it takes (path, query and body in one object) and its answer. */",
    "export interface Routes {",
    ...entries,
    "}",
    "",
    "/** Every error answer the routes document. */",
    `export type ApiErrorBody =${errorType};`,
    "",
  ].join("\n");
}
