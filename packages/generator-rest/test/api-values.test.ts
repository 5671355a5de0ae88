import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupNames, pluralName } from "../src/api/group-names.js";
import { jsLiteral } from "../src/api/js-literal.js";
import { parseEndpoint } from "../src/api/parse-endpoint.js";
import { formatFields, parseFields } from "../src/api/parse-fields.js";
import { BUILT_IN_FIELDS, CLIENT_OPTION_NAMES } from "../src/api/parse-identifier.js";
import { parseGroupDir } from "../src/api/parse-group-dir.js";
import { parseGroupName } from "../src/api/parse-group-name.js";
import { parseMethods } from "../src/api/parse-methods.js";
import { SettingError } from "../src/settings/setting-error.js";
import { fieldCode } from "../src/api/field-code.js";

const field = fc.record({
  name: fc
    .stringMatching(/^[a-z][A-Za-z0-9]{0,10}$/)
    .filter((name) => ![...BUILT_IN_FIELDS, ...CLIENT_OPTION_NAMES].includes(name)),
  type: fc.constantFrom("string" as const, "number" as const, "boolean" as const, "date" as const),
  array: fc.boolean(),
  required: fc.boolean(),
});

describe("parseFields", () => {
  it("reads types, arrays and required marks; a bare name is an optional string", () => {
    expect(parseFields("title:string!, price:number,tags:string[],at:Date,notes")).toEqual([
      { name: "title", type: "string", array: false, required: true },
      { name: "price", type: "number", array: false, required: false },
      { name: "tags", type: "string", array: true, required: false },
      { name: "at", type: "date", array: false, required: false },
      { name: "notes", type: "string", array: false, required: false },
    ]);
    expect(parseFields("")).toEqual([]);
  });

  it("reads back what formatFields writes", () => {
    const fields = fc.uniqueArray(field, { selector: (item) => item.name, maxLength: 8 });
    fc.assert(fc.property(fields, (parsed) => void expect(parseFields(formatFields(parsed))).toEqual(parsed)));
  });

  it("refuses unknown types, bad, built-in and client-option names, and names given twice", () => {
    expect(() => parseFields("a:float")).toThrow(/"a:float" has an unknown type/);
    expect(() => parseFields("2fast")).toThrow(SettingError);
    expect(() => parseFields("id,title")).toThrow(/"id" is a built-in field/);
    for (const name of ["url", "method", "headers", "data"]) {
      expect(() => parseFields(`title,${name}:string`)).toThrow(`"${name}" is an option of the typed client's calls`);
    }
    expect(() => parseFields("title,title:number")).toThrow(/"title" is given twice/);
  });

  it("names every bad entry at once, one a line, and never squashes a name", () => {
    expect(() => parseFields("title:string!, body:text ,views:int,bad name:string,ok")).toThrow(
      [
        '--fields: "body:text" has an unknown type; choose from string, number, boolean, date (each may end with []).',
        '--fields: "views:int" has an unknown type; choose from string, number, boolean, date (each may end with []).',
        '--fields: "bad name" holds a space; a field name is a letter then letters, digits or "_".',
      ].join("\n"),
    );
    expect(parseFields(" title : string ! , tags:string[] ")).toEqual([
      { name: "title", type: "string", array: false, required: true },
      { name: "tags", type: "string", array: true, required: false },
    ]);
  });

  it("answers any text with fields or a SettingError, never another error", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parseFields(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SettingError);
        }
      }),
    );
  });
});

describe("group names", () => {
  it("derives the plural and every identifier from the kebab-case name", () => {
    expect(groupNames("blog-post")).toMatchObject({
      label: "blog post",
      aLabel: "a blog post",
      labels: "blog posts",
      one: "blogPost",
      many: "blogPosts",
      type: "BlogPost",
      types: "BlogPosts",
      group: "blogPostsGroup",
      collection: "blog-posts",
    });
    expect(pluralName("person")).toBe("people");
    expect(pluralName("category")).toBe("categories");
    expect(pluralName("news")).toBe("news-list");
  });

  it("suffixes identifiers that are reserved words, globals or names of the group's code", () => {
    expect(groupNames("class")).toMatchObject({
      one: "classItem",
      many: "classes",
      type: "Class",
      group: "classesGroup",
    });
    expect(groupNames("delete")).toMatchObject({ one: "deleteItem", type: "Delete" });
    expect(groupNames("date")).toMatchObject({ one: "date", type: "DateItem" });
    expect(groupNames("user")).toMatchObject({
      aLabel: "a user",
      one: "userItem",
      many: "userItems",
      type: "UserItem",
    });
    expect(groupNames("order")).toMatchObject({ aLabel: "an order", ALabel: "An order" });
  });

  it("always makes identifiers that compile, whatever the name", () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,8}){0,2}$/);
    fc.assert(
      fc.property(
        fc.oneof(name, fc.constantFrom("class", "delete", "new", "this", "user", "type", "date", "promise")),
        (text) => {
          const names = groupNames(parseGroupName(text));
          for (const identifier of [names.one, names.many, names.type, names.group]) {
            expect(() => new Function(`"use strict"; let ${identifier}; return ${identifier};`)).not.toThrow();
            expect(identifier in globalThis, identifier).toBe(false);
          }
          expect(names.one).not.toBe(names.many);
        },
      ),
    );
  });

  it("reads names, endpoints, folders and methods, refusing what cannot be used", () => {
    expect(parseGroupName("Blog Post")).toBe("blog-post");
    expect(() => parseGroupName("42")).toThrow(/must start with a letter/);
    expect(parseEndpoint("/stats/reports/")).toBe("stats/reports");
    expect(() => parseEndpoint("a b")).toThrow(/--endpoint must be a URL path/);
    expect(parseGroupDir("school/classes")).toBe("school/classes");
    expect(() => parseGroupDir("../outside")).toThrow(/--dir must be one folder name/);
    expect(parseMethods("methods", true)("show, create,show")).toEqual(["create", "show"]);
    expect(() => parseMethods("methods", true)("")).toThrow(/choose at least one/);
    expect(() => parseMethods("user-methods")("edit")).toThrow(/--user-methods: unknown method "edit"/);
  });
});

describe("jsLiteral", () => {
  it("writes values as a developer would", () => {
    expect(jsLiteral({ title: "a", tags: ["b"], at: null, $ne: 1, "x-y": true })).toBe(
      '{ title: "a", tags: ["b"], at: null, $ne: 1, "x-y": true }',
    );
  });

  it("spreads a long object over one line per key, at the given indentation", () => {
    const long = { first: "a".repeat(40), second: "b".repeat(40), list: [1, 2] };
    expect(jsLiteral(long, "  ")).toBe(
      `{\n    first: "${"a".repeat(40)}",\n    second: "${"b".repeat(40)}",\n    list: [1, 2],\n  }`,
    );
    expect(jsLiteral({ short: 1 }, "  ")).toBe("{ short: 1 }");
  });

  it("writes JSON values that evaluate back to themselves", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const text of [jsLiteral(value), jsLiteral(value, "")]) {
          expect(new Function(`return (${text});`)()).toEqual(JSON.parse(JSON.stringify(value)));
        }
      }),
    );
  });
});

describe("fieldCode", () => {
  it("bounds text fields and each text item by maxLength, and leaves other types alone", () => {
    const text = (required: boolean, array: boolean) =>
      fieldCode({ name: "title", type: "string", required, array }, 500, "article").bodySchema;
    // A required text is not blank once trimmed, as the documented pattern says.
    expect(text(true, false)).toBe('Type.String({ minLength: 1, maxLength: 500, pattern: "\\\\S" })');
    expect(text(false, false)).toBe("Type.String({ maxLength: 500 })");
    expect(text(true, true)).toBe("Type.Array(Type.String({ maxLength: 500 }))");
    expect(fieldCode({ name: "price", type: "number", required: true, array: false }, 500, "article").bodySchema).toBe(
      "Type.Number()",
    );
  });

  it("stores dates as Date and shows them as ISO text; a PUT empties an optional field it does not send", () => {
    const at = (required: boolean, array: boolean) =>
      fieldCode({ name: "at", type: "date", required, array }, 500, "article");
    expect(at(true, false)).toMatchObject({
      storedType: "Date",
      fromBody: "new Date(body.at)",
      fromFullBody: "new Date(body.at)",
      toView: "article.at.toISOString()",
    });
    expect(at(false, false)).toMatchObject({
      storedType: "Date | null",
      viewSchema: 'Type.Union([Type.String({ format: "date-time" }), Type.Null()])',
      fromFullBody: "body.at === undefined ? null : new Date(body.at)",
      toView: "article.at?.toISOString() ?? null",
    });
    expect(at(false, true)).toMatchObject({
      storedType: "Date[]",
      fromBody: "body.at.map((at) => new Date(at))",
      fromFullBody: "(body.at ?? []).map((at) => new Date(at))",
      toView: "article.at.map((at) => at.toISOString())",
    });
    expect(fieldCode({ name: "tags", type: "string", required: false, array: true }, 500, "post")).toMatchObject({
      fromFullBody: "body.tags ?? []",
      toView: "post.tags",
      text: true,
      sortable: false,
    });
  });
});
