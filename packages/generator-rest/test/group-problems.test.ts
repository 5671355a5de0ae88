import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiAnswers, ApiContext } from "../src/api/api-answers.js";
import { API_SETTINGS } from "../src/api/api-settings.js";
import { resolveSettings, type AskSetting } from "../src/settings/resolve-settings.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { tempDir } from "./helpers/temp-dir.js";

const root = tempDir("group-problems");
mkdirSync(join(root, "src/api/health"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const article: ApiAnswers = {
  name: "article",
  endpoint: "articles",
  dir: "articles",
  methods: ["create", "index", "show", "update", "destroy"],
  masterMethods: [],
  adminMethods: [],
  userMethods: ["create"],
  model: true,
  fields: [{ name: "title", type: "string", array: false, required: true }],
  maxLength: 10_000,
  storeUser: false,
  userField: "user",
  getList: false,
};

const context = (groups: Record<string, ApiAnswers> = {}, { auth = true, force = false } = {}): ApiContext => ({
  project: { ...DEFAULT_ANSWERS, auth },
  groups,
  root,
  force,
});

/** Every problem of the options, one a line, as the run without prompts reports them; "" when none. */
async function problems(options: Record<string, unknown>, where = context()): Promise<string> {
  try {
    await resolveSettings({ settings: API_SETTINGS, options: { name: "article", ...options }, context: where });
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the checks of a group's combined settings", () => {
  it("accepts a group that fits, and the same group again with --force", async () => {
    expect(await problems({ userMethods: "create" })).toBe("");
    expect(await problems({}, context({ article }, { force: true }))).toBe("");
  });

  it("refuses a reference that no caller of a write could ever read, and only that", async () => {
    const secret: ApiAnswers = {
      ...article,
      name: "secret",
      endpoint: "secrets",
      dir: "secrets",
      userMethods: [],
      adminMethods: ["index", "show"],
    };
    const where = context({ secret });
    const fields = "title:string!,secret:ref(secret)";
    expect(await problems({ name: "note", fields, masterMethods: "create,update" }, where)).toBe(
      '--fields: "secret:ref(secret)": only administrators may read secret\'s documents, and create and update never ' +
        "let them in; give create and update a right that does, or open secret's reads.",
    );
    // Administrators are signed-in users; a public write may bring any credential.
    expect(await problems({ name: "note", fields }, where)).toBe("");
    expect(
      await problems({ name: "note", fields, userMethods: "", publicMethods: "create,update,index,show" }, where),
    ).toBe("");
  });

  it("asks a value of a required field a stored group gains with --force, for the documents stored before it", async () => {
    const again = context({ article }, { force: true });
    expect(await problems({ fields: "title:string!,stock:integer!@indexed" }, again)).toBe(
      '--fields: "stock" is new and required, and the articles stored before have no value for it: give them one, ' +
        "e.g. stock:integer!=0, or make it optional.",
    );
    expect(await problems({ fields: "title:string!,stock:integer!=0@indexed" }, again)).toBe("");
    expect(await problems({ fields: "title:string!,stock:integer@indexed" }, again)).toBe("");
    // A new group has no stored documents, and a stub stores none.
    expect(await problems({ fields: "title:string!,stock:integer!", userMethods: "create" })).toBe("");
  });

  it("refuses a group that exists without --force, saying how to change it", async () => {
    expect(await problems({}, context({ article }))).toBe(
      "article exists already (in src/api/articles/). To change it, run rest:api article --force: its earlier " +
        "answers come back as the defaults, and a file changed since it was generated is shown before it is " +
        "overwritten. Or choose another name.",
    );
  });

  it("names every problem at once: bad fields and a method given two rights", async () => {
    expect(
      await problems({ fields: "title:string,x:int,y:txt", adminMethods: "destroy", userMethods: "destroy" }),
    ).toBe(
      [
        '"destroy" is in both --admin-methods and --user-methods; give it one.',
        '--fields: "x:int" has an unknown type; choose from string, text, integer, number, boolean, date, datetime, email, url, enum(a|b), ref(group) (most may end with []).',
        '--fields: "y:txt" has an unknown type; choose from string, text, integer, number, boolean, date, datetime, email, url, enum(a|b), ref(group) (most may end with []).',
      ].join("\n"),
    );
  });

  it("takes references to users, to its own group and to groups that store documents; names every other", async () => {
    const note = { ...article, name: "note", endpoint: "notes", dir: "notes", model: false };
    const fields = "a:ref(article),u:ref(user),self:ref(comment),gone:ref(nothing),stub:ref(note),parent:ref(comment)!";
    expect(await problems({ name: "comment", fields }, context({ article, note }))).toBe(
      [
        '--fields: "gone:ref(nothing)" names no group of this project; generate it first (rest:api nothing), or name one of article or user.',
        '--fields: "stub:ref(note)": note has no model, so no document of it can be named.',
        '--fields: "parent:ref(comment)" is required and names its own group: the first comment could name none. Drop the "!".',
      ].join("\n"),
    );
    expect(await problems({ name: "comment", fields: "u:ref(user)" }, context({}, { auth: false }))).toBe(
      '--fields: "u:ref(user)" names a user, and this project has no authentication.',
    );
    expect(await problems({ name: "comment", fields: "a:ref(article),self:ref(comment)" }, context({ article }))).toBe(
      "",
    );
  });

  it("gives each method at most one right, among the methods generated", async () => {
    expect(await problems({ methods: "index", adminMethods: "index", userMethods: "create,index" })).toBe(
      '--user-methods: "create" is not one of --methods.\n"index" is in both --admin-methods and --user-methods; give it one.',
    );
  });

  it("keeps changes to a stored creator's documents for the creator or an administrator", async () => {
    expect(await problems({ userMethods: "create", storeUser: true, masterMethods: "destroy" })).toBe(
      "--master-methods: with --store-user, destroy belongs to the creator or an administrator.",
    );
    expect(await problems({ userMethods: "create", storeUser: true, fields: "title", userField: "title" })).toBe(
      '--user-field: "title" is one of --fields already; choose another name for the creating user.',
    );
  });

  it("refuses endpoints, folders and exported names that belong to other groups", async () => {
    const other = { ...article, name: "post", endpoint: "posts", dir: "posts" };
    const taken = context({ post: other });
    expect(await problems({ endpoint: "posts" }, taken)).toContain(
      '--endpoint "/posts" is already served by another group',
    );
    expect(await problems({ endpoint: "users/favourites" })).toContain("is already served by another group");
    expect(await problems({ endpoint: "users" }, context({}, { auth: false }))).toBe("");
    expect(await problems({ dir: "posts" }, taken)).toContain('--dir "posts" is the folder of another group');
    expect(await problems({ dir: "health" })).toContain('--dir "health" is already a folder of src/api/');
    expect(await problems({ dir: "blog/articles" }, context({ article }, { force: true }))).toContain(
      "article already lives in articles/",
    );
    expect(await problems({ name: "user", endpoint: "members", dir: "members" })).toContain("would export usersGroup");
  });
});

/** A person typing each answer in turn, the refused ones recorded as the screen shows them. */
function person(typed: Record<string, unknown[]>, said: string[]): AskSetting<ApiAnswers, ApiContext> {
  return ({ setting, fallback, judge }) => {
    for (const answer of typed[setting.option] ?? [fallback]) {
      const verdict = judge(answer);
      if (verdict.accepted) return Promise.resolve(answer);
      said.push(verdict.problem);
    }
    throw new Error(`every answer to ${setting.option} was refused`);
  };
}

describe("the checks of a group at the prompts", () => {
  it("refuses an answer that clashes with an option given for a later question, at once", async () => {
    const said: string[] = [];
    const answers = await resolveSettings({
      settings: API_SETTINGS,
      options: { name: "article", userMethods: "destroy" },
      context: context(),
      ask: person({ "admin-methods": [["destroy"], ["update"]] }, said),
    });
    expect(answers).toMatchObject({ adminMethods: ["update"], userMethods: ["destroy"] });
    expect(said).toEqual([
      `"destroy" is in both the administrators' methods and the signed-in users' methods; give it one.`,
    ]);
  });

  it("refuses a method given two rights at the question that completes it, in the words of the questions", async () => {
    const said: string[] = [];
    const typed: Record<string, unknown[]> = {
      "admin-methods": [["destroy"]],
      "user-methods": [["destroy"], ["create"]],
      fields: ["title:string!,user:string"],
      "store-user": [true],
      "user-field": ["user", "author"],
    };
    const ask = person(typed, said);
    const answers = await resolveSettings({
      settings: API_SETTINGS,
      options: { name: "article" },
      context: context(),
      ask,
    });
    expect(answers).toMatchObject({ adminMethods: ["destroy"], userMethods: ["create"], userField: "author" });
    expect(said).toEqual([
      `"destroy" is in both the administrators' methods and the signed-in users' methods; give it one.`,
      `The field holding the creating user: "user" is one of the fields already; choose another name for the creating user.`,
    ]);
  });
});
