import type { GroupFacts } from "../group-context.js";
import type { Method } from "../methods.js";
import type { Code } from "./lines.js";

/** The request options of a generated test: the parts given and the credential the method needs. */
export function requestOptions({ test }: GroupFacts, method: Method, ...parts: string[]): string {
  const all = [...parts, test.as[method]].filter((part) => part !== "");
  return all.length > 0 ? `, { ${all.join(", ")} }` : "";
}

/** A test that a route refuses a call without credentials, and with a plain user's token where it needs more. */
export function needsTest(
  { test, rights }: GroupFacts,
  method: Method,
  verb: string,
  url: string,
  json?: string,
): Code {
  if (test.needs[method] === "") return false;
  const body = json === undefined ? "" : `json: ${json}, `;
  // A user's token is the wrong credential where the master key is needed (401), a known user without the right for administrators' routes (403).
  const refused = rights[method] === "admin" ? 403 : 401;
  return [
    "",
    `  it("needs ${test.needs[method]}", async () => {`,
    `    expect((await app.request("${verb}", ${url}${json === undefined ? "" : `, { json: ${json} }`})).status).toBe(401);`,
    test.refusesUsers[method] &&
      `    expect((await app.request("${verb}", ${url}, { ${body}bearer: ana.token })).status).toBe(${refused});`,
    "  });",
  ];
}
