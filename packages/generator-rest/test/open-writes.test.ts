import { describe, expect, it } from "vitest";
import type { ApiAnswers, ApiContext } from "../src/api/api-answers.js";
import { API_SETTINGS } from "../src/api/api-settings.js";
import { METHODS, type Method } from "../src/api/methods.js";
import { openWrites } from "../src/api/open-writes.js";

const context = { groups: {} } as unknown as ApiContext;
const defaultOf = (key: string, answers: Partial<ApiAnswers>) =>
  API_SETTINGS.find((setting) => setting.key === key)?.default(answers, context);

const rights = (methods: Method[], user: Method[], others: Partial<ApiAnswers> = {}) =>
  ({
    methods,
    masterMethods: [],
    adminMethods: [],
    userMethods: user,
    publicMethods: [],
    storeUser: false,
    ...others,
  }) as unknown as ApiAnswers;

describe("the rights of rest:api's methods", () => {
  it("default to signed-in users for create, update and destroy that no other right has", () => {
    expect(defaultOf("userMethods", { methods: [...METHODS], masterMethods: [], adminMethods: [] })).toEqual([
      "create",
      "update",
      "destroy",
    ]);
    expect(
      defaultOf("userMethods", { methods: [...METHODS], masterMethods: ["create"], adminMethods: ["destroy"] }),
    ).toEqual(["update"]);
    expect(defaultOf("userMethods", { methods: ["index", "show"], masterMethods: [], adminMethods: [] })).toEqual([]);
  });

  it("open to anyone by default only the reads no right has", () => {
    const answers = { methods: [...METHODS], masterMethods: [], adminMethods: [], userMethods: ["create"] as Method[] };
    expect(defaultOf("publicMethods", answers)).toEqual(["index", "show"]);
    expect(defaultOf("publicMethods", { ...answers, userMethods: ["show"], adminMethods: ["index"] })).toEqual([]);
  });

  it("name every write opened to anyone, and none that the owner did not open", () => {
    // A write no option names needs a signed-in user: a partial --user-methods leaves nothing open.
    expect(openWrites(rights([...METHODS], ["create"], { publicMethods: ["index", "show"] }))).toEqual([]);
    expect(openWrites(rights([...METHODS], [], { publicMethods: ["index", "show"] }))).toEqual([]);
    expect(openWrites(rights([...METHODS], [], { publicMethods: ["create", "destroy"] }))).toEqual([
      "create",
      "destroy",
    ]);
    // A creator's document is changed by its creator or an administrator, whatever is opened.
    expect(openWrites(rights([...METHODS], ["create"], { storeUser: true, publicMethods: ["update"] }))).toEqual([]);
    expect(openWrites(rights(["index", "show"], [], { publicMethods: ["index", "show"] }))).toEqual([]);
  });

  it("keep open what a group generated before --public-methods left open", () => {
    const legacy = rights([...METHODS], ["create"], { publicMethods: undefined });
    expect(openWrites(legacy)).toEqual(["update", "destroy"]);
    const again = { groups: { article: { ...legacy, name: "article" } } } as unknown as ApiContext;
    const offered = API_SETTINGS.find((setting) => setting.key === "publicMethods")?.default(
      { name: "article" },
      again,
    );
    expect(offered).toEqual(["index", "show", "update", "destroy"]);
  });
});
