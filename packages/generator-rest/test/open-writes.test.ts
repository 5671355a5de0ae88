import { describe, expect, it } from "vitest";
import type { ApiAnswers, ApiContext } from "../src/api/api-answers.js";
import { API_SETTINGS } from "../src/api/api-settings.js";
import { METHODS, type Method } from "../src/api/methods.js";
import { openWrites } from "../src/api/open-writes.js";

const userMethods = API_SETTINGS.find((setting) => setting.key === "userMethods");
const context = { groups: {} } as unknown as ApiContext;
const defaultUsers = (answers: Partial<ApiAnswers>) => userMethods?.default(answers, context);

const rights = (methods: Method[], user: Method[], others: Partial<ApiAnswers> = {}) =>
  ({
    methods,
    masterMethods: [],
    adminMethods: [],
    userMethods: user,
    storeUser: false,
    ...others,
  }) as unknown as ApiAnswers;

describe("the rights of rest:api's writes", () => {
  it("default to signed-in users for create, update and destroy that no other right has", () => {
    expect(defaultUsers({ methods: [...METHODS], masterMethods: [], adminMethods: [] })).toEqual([
      "create",
      "update",
      "destroy",
    ]);
    expect(defaultUsers({ methods: [...METHODS], masterMethods: ["create"], adminMethods: ["destroy"] })).toEqual([
      "update",
    ]);
    expect(defaultUsers({ methods: ["index", "show"], masterMethods: [], adminMethods: [] })).toEqual([]);
  });

  it("name every write left open, and none that a right or the creator guards", () => {
    expect(openWrites(rights([...METHODS], ["create", "update", "destroy"]))).toEqual([]);
    expect(openWrites(rights([...METHODS], []))).toEqual(["create", "update", "destroy"]);
    expect(openWrites(rights([...METHODS], ["create"]))).toEqual(["update", "destroy"]);
    expect(openWrites(rights([...METHODS], [], { storeUser: true, masterMethods: ["create"] }))).toEqual([]);
    expect(openWrites(rights(["index", "show"], []))).toEqual([]);
  });
});
