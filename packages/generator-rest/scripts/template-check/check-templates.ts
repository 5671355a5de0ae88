import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { APP_TEMPLATES } from "../../src/app/app-templates.js";
import { COMBINATIONS, type Combination } from "./combinations.js";
import { importProblems } from "./import-layers.js";
import { lintProject } from "./lint-project.js";
import type { Problem } from "./problem.js";
import { renderCombination } from "./render-combination.js";
import { packageFolder } from "./run-tool.js";
import { typecheckProject } from "./typecheck-project.js";

export interface CheckTemplatesOptions {
  /** The folder holding `app/` and `api/`; the package's own templates by default. */
  templatesRoot?: string;
  combinations?: readonly Combination[];
}

/** The workspace's node_modules, which holds every package a generated project uses. */
const NODE_MODULES = dirname(packageFolder("typescript"));

/**
 * Generates each combination into a temporary folder with the generators' own code, runs
 * `tsc --noEmit` and ESLint on it against the workspace's installed packages (no install) and
 * checks the direction of its imports (see import-layers.ts), and answers every problem with the
 * template that produced the file.
 */
export async function checkTemplates(options: CheckTemplatesOptions = {}): Promise<Problem[]> {
  const templatesRoot = options.templatesRoot ?? dirname(APP_TEMPLATES);
  const root = mkdtempSync(join(tmpdir(), "generator-rest-check-"));
  try {
    const checks: Promise<Problem[]>[] = [];
    for (const combination of options.combinations ?? COMBINATIONS) {
      const dir = join(root, combination.name);
      mkdirSync(dir);
      const templates = await renderCombination(combination, dir, templatesRoot, NODE_MODULES);
      const traced = (problems: Problem[]) => problems.map((problem) => withTemplate(problem, dir, templates));
      checks.push(
        Promise.resolve(traced(layerProblems(dir, combination.name))),
        typecheckProject(dir, combination.name).then(traced),
        lintProject(dir, combination.name).then(traced),
      );
    }
    return (await Promise.all(checks)).flat();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The imports of the generated source against its layers: `rest` writes it under src/ and the API under src/api/. */
function layerProblems(dir: string, combination: string): Problem[] {
  const files = new Map(
    readdirSync(join(dir, "src"), { recursive: true, encoding: "utf8" })
      .map((path) => join("src", path))
      .filter((path) => path.endsWith(".ts"))
      .map((path): [string, string] => [path.split("\\").join("/"), readFileSync(join(dir, path), "utf8")]),
  );
  return importProblems(files, { srcDir: "src", apiDir: "api" }).map(({ file, message }) => ({
    combination,
    tool: "imports",
    file,
    message,
  }));
}

function withTemplate(problem: Problem, dir: string, templates: ReadonlyMap<string, string>): Problem {
  const template = problem.file === undefined ? undefined : templates.get(join(dir, problem.file));
  return template === undefined ? problem : { ...problem, template };
}
