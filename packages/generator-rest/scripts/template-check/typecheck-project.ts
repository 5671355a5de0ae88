import { relative, resolve } from "node:path";
import type { Problem } from "./problem.js";
import { runTool, toolEntry } from "./run-tool.js";

/** `src/app.ts(12,5): error TS2322: Type ...`; a message may go on over indented lines. */
const DIAGNOSTIC = /^(.+)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
const GLOBAL_DIAGNOSTIC = /^error (TS\d+): (.*)$/;

/** `tsc --noEmit` on the project in `dir`, with its own tsconfig.json; answers every error. */
export async function typecheckProject(dir: string, combination: string): Promise<Problem[]> {
  const { code, stdout, stderr } = await runTool(
    toolEntry("typescript", "tsc"),
    ["--noEmit", "--pretty", "false", "-p", "tsconfig.json"],
    dir,
  );
  const problems: Problem[] = [];
  for (const line of `${stdout}\n${stderr}`.split("\n")) {
    const previous = problems.at(-1);
    if (/^\s/.test(line) && line.trim() !== "" && previous) previous.message += `\n${line}`;
    else if (line.trim() !== "") problems.push(parse(line, dir, combination));
  }
  if (code !== 0 && problems.length === 0)
    problems.push({ combination, tool: "tsc", message: `tsc exited with code ${code} and no message` });
  return problems;
}

function parse(line: string, dir: string, combination: string): Problem {
  const [, file = "", row = "0", column = "0", rule = "", message = line] = DIAGNOSTIC.exec(line) ?? [];
  if (file !== "")
    return {
      combination,
      tool: "tsc",
      file: relative(dir, resolve(dir, file)),
      line: Number(row),
      column: Number(column),
      rule,
      message,
    };
  const [, globalRule, globalMessage = line] = GLOBAL_DIAGNOSTIC.exec(line) ?? [];
  return { combination, tool: "tsc", ...(globalRule ? { rule: globalRule } : {}), message: globalMessage };
}
