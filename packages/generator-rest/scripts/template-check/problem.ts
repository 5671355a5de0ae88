import { relative } from "node:path";

/** One complaint of a tool about a generated file, traced back to the template that produced it. */
export interface Problem {
  /** The combination the project was generated with. */
  combination: string;
  tool: "tsc" | "eslint" | "imports";
  /** The generated file, relative to the project; absent for a complaint about the whole project. */
  file?: string;
  /** Absolute path of the template that produced `file`, when one did. */
  template?: string;
  /** Position in the generated file. */
  line?: number;
  column?: number;
  /** The tool's rule or error code, e.g. `TS2322` or `no-unused-vars`. */
  rule?: string;
  message: string;
}

/**
 * One line for a maintainer: the template to fix first, then where the tool saw it in the
 * generated project (lines are the generated file's, after rendering and formatting).
 */
export function formatProblem(problem: Problem, cwd: string): string {
  const position = problem.line === undefined ? "" : `:${problem.line}:${problem.column ?? 0}`;
  const where = problem.file === undefined ? problem.combination : `${problem.combination}: ${problem.file}${position}`;
  const source =
    problem.template === undefined
      ? problem.file === undefined
        ? "project"
        : "(no template)"
      : relative(cwd, problem.template);
  const rule = problem.rule === undefined ? problem.tool : `${problem.tool} ${problem.rule}`;
  return `${source}: ${rule}: ${problem.message} (${where})`;
}
