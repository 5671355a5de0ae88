import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importProblems } from "../scripts/template-check/import-layers.js";
import { randomGroup, renderGroup } from "./helpers/random-group.js";
import { everyAppCombination, renderSource } from "./helpers/render-source.js";

const layout = { srcDir: "src", apiDir: "api" };
const project = (files: Record<string, string>) => new Map(Object.entries(files));

describe("importProblems", () => {
  it("lets imports run down the layers: routes, auth, users, the store", () => {
    const files = project({
      "src/api/notes/routes.ts": 'import { currentUser } from "../../auth/current-user.js";',
      "src/auth/current-user.ts": 'import type { StoredUser } from "../users/user.js";',
      "src/users/user.ts": 'import type { Stored } from "../store/store.js";',
      "src/store/store.ts": "export type Stored<T> = T;",
    });
    expect(importProblems(files, layout)).toEqual([]);
  });

  it("refuses an import of a higher layer, type-only, re-exported or dynamic alike", () => {
    for (const line of [
      'import type { ApiContext } from "../api/api-group.js";',
      'export { ApiContext } from "../api/api-group.js";',
      'const group = await import("../api/api-group.js");',
    ]) {
      const files = project({ "src/users/user.ts": line, "src/api/api-group.ts": "export interface ApiContext {}" });
      expect(importProblems(files, layout), line).toEqual([
        {
          file: "src/users/user.ts",
          message: expect.stringMatching(
            /^imports src\/api\/api-group\.ts: users may not import routes, a layer above/,
          ),
        },
      ]);
    }
  });

  it("follows the project's API folder", () => {
    const files = project({
      "lib/routes/notes.ts": 'import "../auth/guard.js";',
      "lib/auth/guard.ts": 'import "../routes/notes.js";',
    });
    expect(importProblems(files, { srcDir: "lib", apiDir: "routes" }).map((problem) => problem.message)).toEqual([
      expect.stringContaining("auth may not import routes"),
      "is part of an import cycle: lib/routes/notes.ts -> lib/auth/guard.ts -> lib/routes/notes.ts",
    ]);
  });

  it("refuses a cycle inside one layer", () => {
    const files = project({
      "src/http/a.ts": 'import { b } from "./b.js";',
      "src/http/b.ts": 'import type { C } from "../mail/c.js";',
      "src/mail/c.ts": 'import { a } from "../http/a.js";',
    });
    expect(importProblems(files, layout)).toEqual([
      {
        file: "src/http/a.ts",
        message: "is part of an import cycle: src/http/a.ts -> src/http/b.ts -> src/mail/c.ts -> src/http/a.ts",
      },
    ]);
  });

  it("puts tests and what they run on, the files importing vitest, above every layer", () => {
    const files = project({
      "src/store/query-contract.ts":
        'import { it } from "vitest";\nimport { keywordFilter } from "../list-query/keyword-filter.js";',
      "src/list-query/keyword-filter.ts": 'import type { Filter } from "../store/store.js";',
      "src/store/store.ts": "export type Filter = object;",
      "src/auth/auth.test.ts": 'import { buildApp } from "../app.js";',
      "src/app.ts": "export const buildApp = 1;",
    });
    expect(importProblems(files, layout)).toEqual([]);
  });
});

describe("the source of a generated project", () => {
  const combinations = everyAppCombination();

  it(`imports one way and without cycles, in every one of the ${combinations.length} combinations of options`, () => {
    for (const answers of combinations) {
      expect(importProblems(renderSource(answers), answers), JSON.stringify(answers)).toEqual([]);
    }
  });

  it("still does with any endpoint group added", () => {
    fc.assert(
      fc.property(randomGroup, fc.constantFrom(...combinations), ({ answers: group }, answers) => {
        const files = renderSource(answers);
        const withAuth = answers.auth
          ? group
          : { ...group, masterMethods: [], adminMethods: [], userMethods: [], storeUser: false };
        for (const [path, source] of renderGroup(answers, withAuth)) files.set(path, source);
        expect(importProblems(files, answers), JSON.stringify({ answers, group })).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
