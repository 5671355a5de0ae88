import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiAnswers } from "../src/api/api-answers.js";
import { checkGroup } from "../src/api/check-group.js";
import type { Project } from "../src/api/find-project.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { tempDir } from "./helpers/temp-dir.js";

const root = tempDir("check-group");
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
  storeUser: false,
  userField: "user",
  getList: false,
};

const project = (groups: Record<string, ApiAnswers> = {}, auth = true): Project => ({
  root,
  answers: { ...DEFAULT_ANSWERS, auth },
  groups,
});

const problems = (answers: Partial<ApiAnswers>, where = project()): string => {
  try {
    checkGroup({ ...article, ...answers }, where);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("checkGroup", () => {
  it("accepts a group that fits, and the same group again", () => {
    expect(problems({})).toBe("");
    expect(problems({}, project({ article }))).toBe("");
  });

  it("gives each method at most one right, among the methods generated", () => {
    expect(problems({ methods: ["index"], adminMethods: ["index"], userMethods: ["create", "index"] })).toBe(
      '--user-methods: "create" is not one of --methods.\n"index" is in both --admin-methods and --user-methods; give it one.',
    );
  });

  it("keeps changes to a stored creator's documents for the creator or an administrator", () => {
    expect(problems({ storeUser: true, masterMethods: ["destroy"] })).toContain(
      "--master-methods: with --store-user, destroy belongs to the creator or an administrator.",
    );
    expect(problems({ storeUser: true, userField: "title" })).toContain(
      '"title" holds the creating user (--user-field)',
    );
  });

  it("refuses endpoints, folders and exported names that belong to other groups", () => {
    const other = { ...article, name: "post", endpoint: "posts", dir: "posts" };
    const taken = project({ post: other });
    expect(problems({ endpoint: "posts" }, taken)).toContain('--endpoint "/posts" is already served by another group');
    expect(problems({ endpoint: "users/favourites" })).toContain("is already served by another group");
    expect(problems({ endpoint: "users" }, project({}, false))).toBe("");
    expect(problems({ dir: "posts" }, taken)).toContain('--dir "posts" is the folder of another group');
    expect(problems({ dir: "health" })).toContain('--dir "health" is already a folder of src/api/');
    expect(problems({ dir: "blog/articles" }, project({ article }))).toContain("article already lives in articles/");
    expect(problems({ name: "user", endpoint: "members", dir: "members" })).toContain("would export usersGroup");
  });
});
