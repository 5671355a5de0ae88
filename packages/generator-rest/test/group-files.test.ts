import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiAnswers } from "../src/api/api-answers.js";
import type { Method } from "../src/api/methods.js";
import type { AppAnswers } from "../src/app/app-answers.js";
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

/** Created by administrators and only shown: neither the creator's rights nor a deleted creator to test. */
const adminCreatesAndShows = {
  project: DEFAULT_ANSWERS,
  answers: {
    ...indexOnly.answers,
    name: "memo",
    endpoint: "memos",
    dir: "memos",
    methods: ["create", "show"],
    adminMethods: ["create"],
    storeUser: true,
  } satisfies ApiAnswers,
};

/** Only the list needs a right: the group's own test has no route to sign anyone up for. */
const listForAdmins = {
  project: DEFAULT_ANSWERS,
  answers: { ...indexOnly.answers, methods: ["create", "index"], adminMethods: ["index"] } satisfies ApiAnswers,
};

/** The routes.ts a group gets. */
function routesOf(answers: ApiAnswers, project: AppAnswers = DEFAULT_ANSWERS): string {
  return [...render(project, answers)].find(([path]) => path.endsWith("/routes.ts"))?.[1] ?? "";
}

describe("the files of a group", () => {
  it("are TypeScript without syntax errors, empty blocks, unused users, trailing spaces or runs of blank lines", () => {
    fc.assert(
      fc.property(group, ({ project, answers }) => {
        for (const [path, source] of render(project, answers)) {
          expect(syntaxErrors(path, source), path).toEqual([]);
          expect(source, path).not.toMatch(/=> \{\s*\}\)/);
          expect(source, path).not.toMatch(/[ \t]$/m);
          expect(source, path).not.toMatch(/\n\n\n/);
          expect(source, path).toMatch(/^\S[^]*[^\n]\n$/);
          for (const user of ["admin", "ana", "bob"]) {
            const used = new RegExp(`\\b${user}\\.(token|id)\\b`).test(source);
            expect(source.includes(`let ${user}: SignedUp;`), `${path}: ${user}`).toBe(used);
          }
        }
      }),
      // A group with a list only once wrote two blank lines where its test had no route of its own, one whose
      // administrators create and show documents an empty describe block for the tests of their creator, and
      // one whose list alone needs a right signed up a user its test did not use.
      { numRuns: 40, examples: [[indexOnly], [adminCreatesAndShows], [listForAdmins]] },
    );
  });

  it("are the model, the routes and the tests, a list test only with a list", () => {
    fc.assert(
      fc.property(group, ({ project, answers }) => {
        const files = [...render(project, answers).keys()].map((path) => path.split("/").pop());
        const one = answers.name;
        // A group without a model keeps one file of schemas: its stubs' routes are documented and validated.
        expect(files.filter((file) => !file?.endsWith(".test.ts")).sort()).toEqual([`${one}-model.ts`, "routes.ts"]);
        expect(files.some((file) => file?.endsWith("-list.test.ts"))).toBe(answers.methods.includes("index"));
      }),
      { numRuns: 30 },
    );
  });
});

describe("the routes of a group", () => {
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

  it("are documented stubs, one a route, for a group without a model", () => {
    const routes = routesOf(answers);
    expect(routes).toContain("  async routes(app, { auth }) {\n");
    expect(routes).toContain("    // Stubs: articles have no model yet.");
    expect(routes).toContain('        summary: "Creates an article (master key; not implemented yet: answers 501)",');
    expect(routes).toContain("        response: { 201: articleModel.schema, ...errorResponses(400, 401, 501) },");
    expect(routes).toContain('        throw new HttpError(404, "No article with this id");');
  });

  it("ask the app for the store only with a model, and for the users only to show creators", () => {
    const stored = { ...answers, model: true, storeUser: true, masterMethods: [], userMethods: ["create"] as Method[] };
    expect(routesOf(stored)).toContain("  async routes(app, { store, users, auth }) {\n");
    expect(routesOf({ ...answers, masterMethods: [] }, { ...DEFAULT_ANSWERS, auth: false })).toContain(
      "  async routes(app) {\n",
    );
  });
});
