import { appendFileSync, cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP_TEMPLATES } from "../../src/app/app-templates.js";
import { checkTemplates } from "../../scripts/template-check/check-templates.js";
import { COMBINATIONS } from "../../scripts/template-check/combinations.js";
import { formatProblem } from "../../scripts/template-check/problem.js";
import { tempDir } from "../helpers/temp-dir.js";

const root = tempDir("broken-templates");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("check:templates on a copy of the templates with two mistakes", () => {
  it("names the template of a type error and of a lint error, even in a file renamed after the group", async () => {
    const templates = join(root, "templates");
    cpSync(dirname(APP_TEMPLATES), templates, { recursive: true });
    appendFileSync(join(templates, "app/src/app.ts"), '\nexport const brokenOnPurpose: number = "not a number";\n');
    appendFileSync(join(templates, "api/src/api/many.test.ts"), "\nexport const looseOnPurpose: any = 1;\n");
    const minimal = COMBINATIONS.filter((combination) => combination.name === "minimal");

    const problems = await checkTemplates({ templatesRoot: templates, combinations: minimal });

    expect(problems).toEqual([
      expect.objectContaining({
        tool: "tsc",
        rule: "TS2322",
        file: "src/app.ts",
        template: join(templates, "app/src/app.ts"),
      }),
      expect.objectContaining({
        tool: "eslint",
        rule: "@typescript-eslint/no-explicit-any",
        file: "src/api/notes/notes.test.ts",
        template: join(templates, "api/src/api/many.test.ts"),
      }),
    ]);
    const report = problems.map((problem) => formatProblem(problem, root));
    expect(report[0]).toMatch(
      /^templates\/app\/src\/app\.ts: tsc TS2322: Type 'string' is not assignable to type 'number'\. \(minimal: src\/app\.ts:\d+:\d+\)$/,
    );
    expect(report[1]).toMatch(
      /^templates\/api\/src\/api\/many\.test\.ts: eslint @typescript-eslint\/no-explicit-any: .+ \(minimal: src\/api\/notes\/notes\.test\.ts:\d+:\d+\)$/,
    );
  });
});
