import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation/validation-error.js";
import { parseListQuery } from "./parse-list-query.js";

const spec = { search: ["name", "email"], sortable: ["name", "createdAt"], view: ["id", "name", "email"] as const };

describe("parseListQuery", () => {
  it("defaults to the first 30 rows, newest first, every field", () => {
    expect(parseListQuery({}, spec)).toEqual({
      filter: {},
      options: { sort: { createdAt: -1 }, skip: 0, limit: 30 },
      fields: ["id", "name", "email"],
    });
  });

  it("pages, sorts by several keys and searches every text field", () => {
    const parsed = parseListQuery({ q: "ana", page: 3, limit: 10, sort: "name,-createdAt" }, spec);
    expect(parsed.options).toEqual({ sort: { name: 1, createdAt: -1 }, skip: 20, limit: 10 });
    expect(parsed.filter).toEqual({ $keywords: { words: ["ana"], fields: ["name", "email"] } });
  });

  it("asks for every word of q", () => {
    expect(parseListQuery({ q: " ana  bob " }, spec).filter).toEqual({ $keywords: { words: ["ana", "bob"], fields: ["name", "email"] } });
  });

  it("keeps or leaves out fields", () => {
    expect(parseListQuery({ fields: "name,id" }, spec).fields).toEqual(["id", "name"]);
    expect(parseListQuery({ fields: "-email" }, spec).fields).toEqual(["id", "name"]);
  });

  it("always keeps id, which addresses the row", () => {
    expect(parseListQuery({ fields: "name" }, spec).fields).toEqual(["id", "name"]);
    expect(parseListQuery({ fields: "-id,-email" }, spec).fields).toEqual(["id", "name"]);
  });

  it("refuses unknown sort keys and fields with the allowed ones", () => {
    expect(() => parseListQuery({ sort: "-password" }, spec)).toThrow(ValidationError);
    try {
      parseListQuery({ fields: "name,password" }, spec);
    } catch (error) {
      expect((error as ValidationError).body()).toMatchObject({
        valid: false,
        name: "enum",
        param: "fields",
        value: "name,password",
        enum: ["id", "name", "email"],
      });
    }
    expect.assertions(2);
  });
});
