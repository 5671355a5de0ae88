import { relative } from "node:path";
import type { Problem } from "./problem.js";
import { runTool, toolEntry } from "./run-tool.js";

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line?: number; column?: number }[];
}

/** ESLint on the project in `dir`, with its own eslint.config.js; answers every error and warning. */
export async function lintProject(dir: string, combination: string): Promise<Problem[]> {
  const { code, stdout, stderr } = await runTool(toolEntry("eslint", "eslint"), [".", "--format", "json"], dir);
  // 2 is ESLint's own failure (a bad configuration, a crash): its output is no report.
  if (code === 2 || stdout.trim() === "") {
    return code === 0
      ? []
      : [{ combination, tool: "eslint", message: `eslint exited with code ${code}:\n${stdout}${stderr}` }];
  }
  return (JSON.parse(stdout) as LintResult[]).flatMap((result) =>
    result.messages.map((entry) => ({
      combination,
      tool: "eslint" as const,
      file: relative(dir, result.filePath),
      ...(entry.line === undefined ? {} : { line: entry.line, column: entry.column ?? 0 }),
      ...(entry.ruleId === null ? {} : { rule: entry.ruleId }),
      message: entry.message,
    })),
  );
}
