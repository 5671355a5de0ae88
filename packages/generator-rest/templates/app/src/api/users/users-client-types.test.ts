import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const tsconfig = fileURLToPath(new URL("../../../tsconfig.json", import.meta.url));
const calls = fileURLToPath(new URL("./client-calls.ts", import.meta.url));

/** One call a line: the compiler must refuse the first two and accept the last. */
const CALLS = `import { createClient } from "../../../client/index.js";

const api = createClient({ baseUrl: "http://127.0.0.1:9000" });
export const noEmail = api.request("POST /users", { name: "Ada" });
export const wrongName = api.request("GET /users/{id}", { userId: "1" });
export const right = api.request("GET /users/{id}", { id: "1" });
`;

/** The compiler's messages on each line of CALLS, compiled with the project's own settings. */
function diagnosticsByLine(): Map<number, string> {
  const { config } = ts.readConfigFile(tsconfig, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, fileURLToPath(new URL("../../..", import.meta.url)));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language) =>
    path === calls ? ts.createSourceFile(path, CALLS, language) : getSourceFile(path, language);
  host.fileExists = (path) => path === calls || ts.sys.fileExists(path);
  const program = ts.createProgram([calls], options, host);
  const lines = new Map<number, string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, program.getSourceFile(calls))) {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1;
    lines.set(line + 1, `${lines.get(line + 1) ?? ""}${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}\n`);
  }
  return lines;
}

describe("the client's types", () => {
  it("refuse a body without a required field and a parameter under a wrong name, and accept a right call", () => {
    const lines = diagnosticsByLine();
    expect(lines.get(4)).toMatch(/Property 'email' is missing|missing the following properties from type .*: (\w+, )*email\b/);
    expect(lines.get(5)).toMatch(/'userId' does not exist in type/);
    expect([...lines.keys()].sort()).toEqual([4, 5]);
    // The compiler loads the project's types and the client: seconds on a busy machine.
  }, 120_000);
});
