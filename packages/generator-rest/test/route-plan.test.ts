import { describe, expect, it } from "vitest";
import { groupContext } from "../src/api/group-context.js";
import { parseFields } from "../src/api/parse-fields.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";

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

describe("routePlan's indexes", () => {
  it("index every sort, the default sort within the creator and each reference, and each unique field", () => {
    const { indexes } = groupContext({ ...article, methods: [...article.methods] }, DEFAULT_ANSWERS);
    expect(indexes).toEqual([
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
