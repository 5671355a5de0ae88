import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_TEMPLATES } from "../src/app/app-templates.js";
import { listTemplateFiles } from "../src/render/list-template-files.js";

const root = dirname(APP_TEMPLATES);
const templates = listTemplateFiles(root).map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));
const tags = (text: string) => text.split("<%").length - 1;

// Logic lives in the template context and the code builders, so a template stays readable as the file it makes.
describe("the templates", () => {
  // 600 before the production database became a choice (postgres, mongodb, none) across config, compose and README;
  // 670 before the OpenAPI contract test and linter, whose credentials and rules follow the sign-in options.
  it("hold at most 680 EJS tags in all", () => {
    expect(templates.reduce((sum, { text }) => sum + tags(text), 0)).toBeLessThanOrEqual(680);
  });

  it("hold at most 40 EJS tags in any one file", () => {
    expect(templates.filter(({ text }) => tags(text) > 40).map(({ path }) => path)).toEqual([]);
  });
});
