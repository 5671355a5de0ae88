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
    "title:string!@unique,body:text,status:enum(draft|published)@indexed,price:number@indexed,tags:string[]",
  ),
  storeUser: true,
  userField: "author",
  getList: false,
};

describe("routePlan's indexes", () => {
  it("index every sort, the creator and each unique field, the default sort's covering every other filter", () => {
    const { indexes } = groupContext({ ...article, methods: [...article.methods] }, DEFAULT_ANSWERS);
    expect(indexes).toEqual([
      { field: "title" },
      { field: "status" },
      { field: "price" },
      { field: "createdAt", covers: ["title", "status", "price", "author", "updatedAt"] },
      { field: "updatedAt" },
      { field: "author" },
      { field: "title", unique: true },
    ]);
  });
});
