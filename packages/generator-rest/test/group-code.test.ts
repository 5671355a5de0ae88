import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiAnswers } from "../src/api/api-answers.js";
import { routesCode } from "../src/api/code/routes-code.js";
import { groupContext } from "../src/api/group-context.js";
import type { Method } from "../src/api/methods.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { randomGroup as group, renderGroup as render, syntaxErrors } from "./helpers/random-group.js";

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
