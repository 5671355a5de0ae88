import { describe, expect, it } from "vitest";
import { groupContext } from "../src/api/group-context.js";
import { parseFields } from "../src/api/parse-fields.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { declaredModel } from "./helpers/declared-model.js";

const article = {
  name: "article",
  endpoint: "articles",
  dir: "articles",
  methods: ["create", "index", "show", "update", "destroy"] as const,
  masterMethods: [],
  adminMethods: [],
  userMethods: [],
  model: true,
  fields: parseFields(
    "title:string!@unique,body:text,status:enum(draft|published)@indexed,price:number@indexed,tags:string[],editor:ref(user)",
  ),
  storeUser: true,
  userField: "author",
  getList: false,
};

describe("a group's model declaration", () => {
  it("declares each field once, and the model derives the indexes from it", () => {
    const { fields } = groupContext({ ...article, methods: [...article.methods] }, DEFAULT_ANSWERS);
    expect(fields.map((one) => `${one.name}: ${one.declaration}`)).toEqual([
      "title: field.string({ required: true, unique: true })",
      "body: field.text()",
      'status: field.enum(["draft","published"], { indexed: true })',
      "price: field.number({ indexed: true })",
      "tags: field.string({ array: true })",
      'editor: field.ref({ path: "/users", label: "a user", view: PublicUserSchema })',
    ]);
    // The declarations as the model file holds them, run by the runtime.
    const model = declaredModel(fields, "author");
    expect(model.indexes).toEqual([
      { field: "title" },
      { field: "status" },
      { field: "price" },
      { field: "editor" },
      // The default sort's index covers every other filter.
      { field: "createdAt", covers: ["title", "status", "price", "editor", "author", "updatedAt"] },
      { field: "updatedAt" },
      { field: "createdAt", within: "author" },
      { field: "createdAt", within: "editor" },
      { field: "title", unique: true },
    ]);
  });
});
