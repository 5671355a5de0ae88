import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiAnswers } from "../src/api/api-answers.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { randomGroup, type RandomGroup, renderGroup, syntaxErrors } from "./helpers/random-group.js";

/** The group's test through the typed client, if it has one. */
function clientTest({ project, answers }: RandomGroup): [string, string] | undefined {
  return [...renderGroup(project, answers)].find(([path]) => path.endsWith("-client.test.ts"));
}

const article: ApiAnswers = {
  name: "article",
  endpoint: "articles",
  dir: "articles",
  methods: ["create", "index", "show", "update", "destroy"],
  masterMethods: ["index"],
  adminMethods: ["destroy"],
  userMethods: ["create", "update"],
  model: true,
  fields: [
    { name: "title", type: "string", array: false, required: true },
    { name: "price", type: "number", array: false, required: false },
  ],
  storeUser: true,
  userField: "user",
  getList: false,
};

describe("the test of a group through the typed client", () => {
  it("is TypeScript without syntax errors, signing up and declaring only what it uses, for any group", () => {
    fc.assert(
      fc.property(randomGroup, (group) => {
        const written = clientTest(group);
        expect(written !== undefined).toBe(group.answers.model && group.answers.methods.includes("create"));
        if (written === undefined) return;
        const [path, source] = written;
        expect(syntaxErrors(path, source), path).toEqual([]);
        expect(source, path).not.toMatch(/[ \t]$/m);
        expect(source, path).not.toMatch(/\n\n\n/);
        for (const user of ["admin", "ana", "bob"]) {
          expect(source.includes(`let ${user}: SignedUp;`), `${path}: ${user}`).toBe(source.includes(`${user}.token`));
        }
        expect(source.includes("const as = ")).toBe(source.includes("await as("));
        expect(source.includes("const anonymous = ")).toBe(source.includes("anonymous().request("));
        expect(source.includes("import { signUp")).toBe(source.includes("= await signUp("));
        expect(source.includes("for an unknown id")).toBe(group.answers.methods.includes("show"));
      }),
      { numRuns: 40 },
    );
  });

  it("calls each route with the credential it needs, in a document's life", () => {
    const [, source = ""] = clientTest({ project: DEFAULT_ANSWERS, answers: article }) ?? [];
    expect(source).toContain("\nlet admin: SignedUp;\nlet ana: SignedUp;\n\n");
    expect(source).toContain(
      [
        "const as = (token: string) => createClient({ baseUrl: app.url, token });",
        "const anonymous = () => createClient({ baseUrl: app.url });",
        'const first: RouteParameters<"POST /articles"> = { title: "alpha title", price: 1.5 };',
        "",
      ].join("\n"),
    );
    expect(source).toContain('    const created = await as(ana.token).request("POST /articles", first);\n');
    expect(source).toContain('await as(app.config.masterKey).request("GET /articles", { limit: 100 })');
    expect(source).toContain(
      '    expect(await anonymous().request("GET /articles/{id}", { id: created.id })).toEqual(created);\n',
    );
    expect(source).toContain('await as(ana.token).request("PATCH /articles/{id}", { id: created.id, ...patch })');
    expect(source).toContain('await as(admin.token).request("DELETE /articles/{id}", { id: created.id })');
    expect(source).toMatch(/\n\n {2}it\("throws an ApiError/);
  });

  it("needs no sign-up and no token when every route is public", () => {
    const open: ApiAnswers = {
      ...article,
      methods: ["create"],
      masterMethods: [],
      adminMethods: [],
      userMethods: [],
      storeUser: false,
    };
    const [, source = ""] = clientTest({ project: { ...DEFAULT_ANSWERS, auth: false }, answers: open }) ?? [];
    expect(source).not.toContain("signUp");
    expect(source).not.toContain("const as");
    expect(source).toContain(
      "  it(\"goes through an article's life with the routes' own types\", async () => {\n" +
        '    const created = await anonymous().request("POST /articles", first);\n' +
        "    expect(created).toMatchObject(first);\n" +
        "  });\n});\n",
    );
    expect(source).not.toContain("ApiError");
  });
});
