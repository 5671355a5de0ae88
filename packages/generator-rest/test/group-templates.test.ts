import { readFileSync } from "node:fs";
import { join } from "node:path";
import ejs from "ejs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { API_TEMPLATES } from "../src/api/api-templates.js";
import { groupContext } from "../src/api/group-context.js";
import { groupNames } from "../src/api/group-names.js";
import { parseFields } from "../src/api/parse-fields.js";
import { renameGroupFile } from "../src/api/rename-group-file.js";
import { listTemplateFiles } from "../src/render/list-template-files.js";
import { mapTemplatePath } from "../src/render/map-template-path.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { type GroupFile, randomGroup, type RandomGroup, renderGroupFiles } from "./helpers/random-group.js";
import { GAP, renderSkeleton, staticText, templatePatterns } from "./helpers/template-lines.js";

const templates = new Map(
  listTemplateFiles(API_TEMPLATES).map((path) => [path, readFileSync(join(API_TEMPLATES, path), "utf8")]),
);

/** Required fields whose required-only body, passed through the tests' `fresh`, is too long for one line. */
const longUniqueBody: RandomGroup = {
  project: { ...DEFAULT_ANSWERS, auth: false },
  answers: {
    name: "article",
    endpoint: "things",
    dir: "items",
    methods: ["create"],
    masterMethods: [],
    adminMethods: [],
    userMethods: [],
    model: true,
    fields: [
      { name: "price", type: "datetime", array: true, required: true },
      { name: "done", type: "string", array: false, required: false },
      { name: "title", type: "url", array: false, required: true },
      { name: "at", type: "string", array: false, required: true, unique: true },
    ],
    storeUser: false,
    userField: "user",
    getList: false,
  },
};

/** Every field type, alone and as a list, optional and required; a creator stored; every route for signed-in users. */
const everyFieldType: RandomGroup = {
  project: DEFAULT_ANSWERS,
  answers: {
    name: "variant",
    endpoint: "variants",
    dir: "variants",
    methods: ["create", "index", "show", "update", "destroy"],
    masterMethods: [],
    adminMethods: [],
    userMethods: ["create", "index", "show", "update", "destroy"],
    model: true,
    fields: parseFields(
      ["string", "number", "boolean", "date"]
        .flatMap((type) => [`${type}:${type}`, `${type}Req:${type}!`, `${type}s:${type}[]`, `${type}sReq:${type}[]!`])
        .join(","),
    ),
    storeUser: true,
    userField: "owner",
    getList: true,
  },
};

/**
 * What a group's files show of their templates: every line a reader finds in the template of its file, tag
 * output aside. A tag's output may run over several lines only as a value (a sample body, a list of keys),
 * never as code, and the templates write at least `share` of each file's text themselves.
 */
function templateProblems(
  files: readonly GroupFile[],
  context: object,
  templateOf: (path: string) => string,
  share: number,
): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const template = templateOf(file.template);
    const { output, lines, spans } = renderSkeleton(template, context);
    if (output !== file.source) problems.push(`${file.path}: the traced rendering differs from the generator's`);
    const patterns = templatePatterns(template);
    for (const line of lines.filter((text) => !patterns.some((pattern) => pattern.test(text)))) {
      problems.push(`${file.path}: "${line}" is no line of ${file.template} (${GAP} is a tag's output)`);
    }
    for (const span of spans.filter((text) => text.includes("\n") && !isValue(text))) {
      problems.push(`${file.path}: a tag of ${file.template} writes lines of code: ${span.slice(0, 80)}`);
    }
    const written = lines.map(staticText).join("").length / output.replace(/\s/g, "").length;
    if (written < share) problems.push(`${file.path}: ${file.template} writes ${Math.round(written * 100)}% of it`);
  }
  return problems;
}

/** The problems of a group's files with the templates of rest:api. */
function groupProblems({ project, answers }: RandomGroup): string[] {
  const templateOf = (path: string) => templates.get(path) ?? "";
  return templateProblems(renderGroupFiles(project, answers), groupContext(answers, project), templateOf, 0.3);
}

/** Whether a text is a literal value such as `{ title: "alpha", tags: ["a"] }`: it evaluates, and calls nothing. */
function isValue(text: string): boolean {
  if (/[;()`]|=>/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return false;
  try {
    new Function(`return (${text});`)();
    return true;
  } catch {
    return false;
  }
}

describe("the templates of rest:api", () => {
  it("are one file each, under src/api/, each file a group can get", () => {
    expect([...templates.keys()].every((path) => path.startsWith("src/api/") && !path.includes(".parts/"))).toBe(true);
    expect([...templates.keys()].map((path) => path.slice("src/api/".length)).sort()).toEqual([
      "many-client.test.ts",
      "many-list.test.ts",
      "many.test.ts",
      "one-model.ts",
      "routes.ts",
    ]);
  });

  it("each make one file of a group, named like the template", () => {
    fc.assert(
      fc.property(randomGroup, ({ project, answers }) => {
        const layout = { srcDir: project.srcDir, apiDir: `${project.apiDir}/${answers.dir}` };
        const rename = renameGroupFile(answers.name, groupNames(answers.name));
        const files = renderGroupFiles(project, answers);
        for (const { path, template } of files) expect(rename(mapTemplatePath(template, layout))).toBe(path);
        expect(new Set(files.map((file) => file.template)).size).toBe(files.length);
      }),
      { numRuns: 30 },
    );
  });

  it("show every line of the files they make, for any group", () => {
    fc.assert(
      fc.property(randomGroup, (group) => void expect(groupProblems(group)).toEqual([])),
      { numRuns: 40, examples: [[everyFieldType], [longUniqueBody]] },
    );
  });

  it("write most of a group's text themselves", () => {
    const { project, answers } = everyFieldType;
    const context = groupContext(answers, project);
    const files = renderGroupFiles(project, answers).map((file) =>
      renderSkeleton(templates.get(file.template) ?? "", context),
    );
    const written = files.flatMap((file) => file.lines.map(staticText)).join("").length;
    const all = files.map((file) => file.output.replace(/\s/g, "")).join("").length;
    expect(written / all).toBeGreaterThan(0.6);
  });
});

describe("templateProblems", () => {
  const context = groupContext(everyFieldType.answers, everyFieldType.project);
  /** The problems of one file rendered from `template`, as if it were routes.ts. */
  const problems = (template: string, share = 0) => {
    const file = { path: "routes.ts", template: "routes.ts", source: ejs.render(template, context) };
    return templateProblems([file], context, () => template, share);
  };

  it("passes a file whose lines its template shows, with a value over several lines", () => {
    expect(problems('export const <%= group %> = {\n  sample: <%- js(first, "  ") %>,\n};\n')).toEqual([]);
  });

  it("finds a line written by a tag alone, lines of code written by a tag, and a file mostly written by tags", () => {
    expect(problems('<%- "export const hidden = 1;" %>\nexport const <%= group %> = {};\n')).toEqual([
      'routes.ts: "…" is no line of routes.ts (… is a tag\'s output)',
    ]);
    expect(problems('export const <%= group %> = [<%- "\\n  app.get(1),\\n" %>];\n')).toEqual([
      "routes.ts: a tag of routes.ts writes lines of code: \n  app.get(1),\n",
    ]);
    expect(problems("export const x = <%- js(first) %>;\n", 0.3)).toEqual([
      expect.stringMatching(/^routes\.ts: routes\.ts writes \d+% of it$/),
    ]);
  });

  it("finds a file that is not what its template renders", () => {
    const file = { path: "routes.ts", template: "routes.ts", source: "export const other = 1;\n" };
    expect(templateProblems([file], context, () => "export const other = 2;\n", 0)).toEqual([
      "routes.ts: the traced rendering differs from the generator's",
    ]);
  });
});
