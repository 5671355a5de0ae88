import fc from "fast-check";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { ApiAnswers } from "../src/api/api-answers.js";
import { API_TEMPLATES } from "../src/api/api-templates.js";
import { routesCode } from "../src/api/code/routes-code.js";
import { groupContext } from "../src/api/group-context.js";
import { groupNames } from "../src/api/group-names.js";
import { METHODS, type Method } from "../src/api/methods.js";
import { renameGroupFile } from "../src/api/rename-group-file.js";
import type { AppAnswers } from "../src/app/app-answers.js";
import { renderTemplates } from "../src/render/render-templates.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";

type Right = "masterMethods" | "adminMethods" | "userMethods" | "none";

const field = fc.record({
  name: fc.constantFrom("title", "body", "price", "tags", "at", "done", "scores"),
  type: fc.constantFrom("string" as const, "number" as const, "boolean" as const, "date" as const),
  array: fc.boolean(),
  required: fc.boolean(),
});

/** A project and a group in it that `rest:api` accepts. */
const group = fc
  .record({
    auth: fc.boolean(),
    name: fc.constantFrom("article", "blog-post", "class", "person", "delete"),
    methods: fc.subarray([...METHODS], { minLength: 1 }),
    rights: fc.array(fc.constantFrom<Right>("masterMethods", "adminMethods", "userMethods", "none"), {
      minLength: 5,
      maxLength: 5,
    }),
    model: fc.boolean(),
    fields: fc.uniqueArray(field, { selector: (one) => one.name, maxLength: 4 }),
    maxLength: fc.constantFrom(undefined, 20, 10_000, 40_000),
    storeUser: fc.boolean(),
    userField: fc.constantFrom("user", "owner"),
    getList: fc.boolean(),
    dir: fc.constantFrom("items", "school/items"),
  })
  .map(({ auth, rights, storeUser, ...rest }): { project: AppAnswers; answers: ApiAnswers } => {
    const holders = { masterMethods: [] as Method[], adminMethods: [] as Method[], userMethods: [] as Method[] };
    rest.methods.forEach((method, index) => {
      const right = rights[index] ?? "none";
      if (!auth || right === "none") return;
      holders[right].push(method);
    });
    const creates = [...holders.userMethods, ...holders.adminMethods].includes("create");
    const stores = storeUser && rest.model && creates;
    if (stores)
      holders.masterMethods = holders.masterMethods.filter((method) => method !== "update" && method !== "destroy");
    return {
      project: { ...DEFAULT_ANSWERS, auth },
      answers: {
        ...rest,
        ...holders,
        endpoint: "things",
        storeUser: stores,
        userField: stores ? rest.userField : "user",
      },
    };
  });

const indexOnly = {
  project: DEFAULT_ANSWERS,
  answers: {
    name: "report",
    endpoint: "reports",
    dir: "reports",
    methods: ["index"],
    masterMethods: [],
    adminMethods: [],
    userMethods: [],
    model: true,
    fields: [],
    storeUser: false,
    userField: "user",
    getList: false,
  } satisfies ApiAnswers,
};

function render(project: AppAnswers, answers: ApiAnswers): Map<string, string> {
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const written = renderTemplates(editor, {
    templateRoot: API_TEMPLATES,
    destinationRoot: "/project",
    layout: { srcDir: project.srcDir, apiDir: `${project.apiDir}/${answers.dir}` },
    context: groupContext(answers, project),
    rename: renameGroupFile(answers.name, groupNames(answers.name)),
  });
  return new Map(written.map(({ path }) => [path, editor.read(`/project/${path}`) ?? ""]));
}

function syntaxErrors(path: string, source: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: path, reportDiagnostics: true });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("the code of a group", () => {
  it("is TypeScript without syntax errors, trailing spaces or runs of blank lines, for any group", () => {
    fc.assert(
      fc.property(group, ({ project, answers }) => {
        for (const [path, source] of render(project, answers)) {
          expect(syntaxErrors(path, source), path).toEqual([]);
          expect(source, path).not.toMatch(/[ \t]$/m);
          expect(source, path).not.toMatch(/\n\n\n/);
          expect(source, path).toMatch(/^\S[^]*[^\n]\n$/);
        }
      }),
      // A group with a list only once wrote two blank lines where its test had no route of its own.
      { numRuns: 25, examples: [[indexOnly]] },
    );
  });

  it("writes the model files only for a model, and a list test only with a list", () => {
    fc.assert(
      fc.property(group, ({ project, answers }) => {
        const files = [...render(project, answers).keys()].map((path) => path.split("/").pop());
        const one = answers.name;
        expect(files.includes(`${one}.ts`)).toBe(answers.model);
        expect(files.includes("view.ts")).toBe(answers.model);
        expect(files.some((file) => file?.endsWith("-list.test.ts"))).toBe(answers.methods.includes("index"));
        expect(files.includes("routes.ts") && files.includes("schema.ts")).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe("routesCode", () => {
  const answers: ApiAnswers = {
    name: "article",
    endpoint: "articles",
    dir: "articles",
    methods: ["create", "show"],
    masterMethods: ["create"],
    adminMethods: [],
    userMethods: [],
    model: false,
    fields: [{ name: "title", type: "string", array: false, required: true }],
    storeUser: false,
    userField: "user",
    getList: false,
  };

  it("writes a documented stub a route for a group without a model", () => {
    const { context, body } = routesCode(groupContext(answers, DEFAULT_ANSWERS));
    expect(context).toBe(", { auth }");
    expect(body).toContain("    // Stubs: articles have no model yet.");
    expect(body).toContain('        summary: "Creates an article (master key; not implemented yet: answers 501)",');
    expect(body).toContain("        response: { 201: ArticleSchema, ...errorResponses(400, 401, 501) },");
    expect(body).toContain('        throw new HttpError(404, "No article with this id");');
  });

  it("asks the app for the store only with a model, and for the users only to show creators", () => {
    const stored = { ...answers, model: true, storeUser: true, masterMethods: [], userMethods: ["create"] as Method[] };
    expect(routesCode(groupContext(stored, DEFAULT_ANSWERS)).context).toBe(", { store, users, auth }");
    expect(
      routesCode(groupContext({ ...answers, masterMethods: [] }, { ...DEFAULT_ANSWERS, auth: false })).context,
    ).toBe("");
  });
});
