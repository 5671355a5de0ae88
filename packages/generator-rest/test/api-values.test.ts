import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupNames, pluralName } from "../src/api/group-names.js";
import { jsLiteral } from "../src/api/js-literal.js";
import { parseEndpoint } from "../src/api/parse-endpoint.js";
import { formatFields, LIST_PARAMETERS, parseFields } from "../src/api/parse-fields.js";
import { BUILT_IN_FIELDS, CLIENT_OPTION_NAMES } from "../src/api/parse-identifier.js";
import { parseGroupDir } from "../src/api/parse-group-dir.js";
import { parseGroupName } from "../src/api/parse-group-name.js";
import { parseMethods } from "../src/api/parse-methods.js";
import { SettingError } from "../src/settings/setting-error.js";
import { fieldCode } from "../src/api/field-code.js";
import { declaredModel } from "./helpers/declared-model.js";
import { FIELD_TYPES, type Field } from "../src/api/field.js";

const field = fc
  .record({
    name: fc
      .stringMatching(/^[a-z][A-Za-z0-9]{0,10}$/)
      .filter((name) => ![...BUILT_IN_FIELDS, ...CLIENT_OPTION_NAMES, ...LIST_PARAMETERS].includes(name)),
    type: fc.constantFrom(...FIELD_TYPES),
    array: fc.boolean(),
    required: fc.boolean(),
    modifier: fc.constantFrom(undefined, "unique" as const, "indexed" as const),
    values: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9][\w.-]{0,8}$/), { minLength: 1, maxLength: 4 }),
    ref: fc.stringMatching(/^[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4})?$/),
  })
  // Only what parseFields takes: no list of texts or references, no modifier on a list or a text, unique only where values vary.
  .map(({ modifier, values, ref, ...drawn }): Field => {
    const array = drawn.array && drawn.type !== "text" && drawn.type !== "ref";
    const single = !array && drawn.type !== "text";
    const unique = modifier === "unique" && single && !["boolean", "enum", "ref"].includes(drawn.type);
    return {
      ...drawn,
      array,
      ...(drawn.type === "enum" ? { values } : {}),
      ...(drawn.type === "ref" ? { ref } : {}),
      ...(unique ? { unique: true } : {}),
      ...(modifier === "indexed" && single ? { indexed: true } : {}),
    };
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
    expect(
      parseFields(
        "status:enum(draft|published)!@indexed, sku:string!@unique @indexed,article:ref(blog-post),sizes:enum(s|m)[]",
      ),
    ).toEqual([
      { name: "status", type: "enum", values: ["draft", "published"], array: false, required: true, indexed: true },
      { name: "sku", type: "string", array: false, required: true, unique: true, indexed: true },
      { name: "article", type: "ref", ref: "blog-post", array: false, required: false },
      { name: "sizes", type: "enum", values: ["s", "m"], array: true, required: false },
    ]);
    expect(parseFields("")).toEqual([]);
  });

  it("reads =value as the field's body would take it, and refuses one it would not", () => {
    expect(
      parseFields(
        "stock:integer!=0@indexed,status:enum(draft|published)=draft,at:datetime=2026-01-01T00:00Z,ok:boolean=false",
      ),
    ).toEqual([
      { name: "stock", type: "integer", array: false, required: true, indexed: true, default: 0 },
      { name: "status", type: "enum", array: false, required: false, values: ["draft", "published"], default: "draft" },
      { name: "at", type: "datetime", array: false, required: false, default: "2026-01-01T00:00:00.000Z" },
      { name: "ok", type: "boolean", array: false, required: false, default: false },
    ]);
    expect(parseFields("contact:email=Ana@Example.com")[0]?.default).toBe("ana@example.com");
    expect(formatFields(parseFields("stock:integer!=0@indexed"))).toBe("stock:integer!=0@indexed");
    expect(() => parseFields("stock:integer=1.5")).toThrow(
      '"stock:integer=1.5": the value after = must be a whole number',
    );
    expect(() => parseFields("status:enum(a|b)=c")).toThrow("must be one of a, b");
    expect(() => parseFields("tags:string[]=x")).toThrow("is for a single value");
    expect(() => parseFields("at:date=2026-02-31x")).toThrow("must be a date");
    expect(() => parseFields("title:string!=")).toThrow("must not be empty: the field is required");
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
    expect(() =>
      parseFields(
        "title:string!, body:txt ,views:int,bad name:string,ok,notes:text[],s:enum,e:enum(a|a),r:ref(Bad),done:boolean@unique,tags:string[]@indexed,sku:string@uniq,page:integer@indexed",
      ),
    ).toThrow(
      [
        '--fields: "body:txt" has an unknown type; choose from string, text, integer, number, boolean, date, datetime, email, url, enum(a|b), ref(group) (most may end with []).',
        '--fields: "views:int" has an unknown type; choose from string, text, integer, number, boolean, date, datetime, email, url, enum(a|b), ref(group) (most may end with []).',
        '--fields: "bad name" holds a space; a field name is a letter then letters, digits or "_".',
        '--fields: "notes:text[]": a text is one long text; use string[] for a list of short texts.',
        '--fields: "s:enum" needs its words, e.g. enum(draft|published): each a letter or digit, then letters, digits, "_", "-" or ".".',
        '--fields: "e:enum(a|a)" names a word twice.',
        '--fields: "r:ref(Bad)" needs the group it names, e.g. ref(article), or ref(user) for a user.',
        '--fields: "done:boolean@unique": a boolean holds a few values, so @unique would allow that few documents; use @indexed.',
        '--fields: "tags:string[]@indexed": a list of values cannot be @indexed; only a single value can.',
        '--fields: "sku:string@uniq" has an unknown modifier @uniq; choose from @unique, @indexed.',
        '--fields: "page:integer@indexed": lists filter by an indexed field under its name, and page is a parameter of every list; choose another name.',
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
  /** The derived schemas of one field, declared as the model file declares it. */
  const model = (field: Partial<Field>, maxLength = 500) =>
    declaredModel([fieldCode({ name: "x", type: "string", required: false, array: false, ...field }, maxLength)]);
  const body = (field: Partial<Field>, maxLength = 500) => model(field, maxLength).body.properties["x"];

  it("bounds texts by maxLength, strings and each string item by 200 at most, and leaves other types alone", () => {
    // A required text is not blank once trimmed, as the documented pattern says.
    expect(body({ type: "text", required: true })).toMatchObject({
      minLength: 1,
      maxLength: 500,
      "x-expected": "not be blank, nor hold a NUL character",
    });
    // Any text holds no NUL character, which no database's text can store.
    expect(body({ type: "text" })).toMatchObject({
      type: "string",
      maxLength: 500,
      "x-expected": "not hold a NUL character",
    });
    expect(body({ array: true })).toMatchObject({ type: "array", items: { type: "string", maxLength: 200 } });
    expect(body({}, 40)).toMatchObject({ type: "string", maxLength: 40 });
    expect(body({ type: "number", required: true })).toEqual({ type: "number" });
  });

  it("indexes a field marked @indexed or @unique, and a reference always, so that lists sort and filter by it", () => {
    const code = (field: Partial<Field>) =>
      fieldCode({ name: "x", type: "integer", required: false, array: false, ...field }, 500);
    expect(code({})).toMatchObject({ sortable: false });
    expect(code({}).filter).toBeUndefined();
    expect(code({ indexed: true })).toMatchObject({ sortable: true, filter: { type: "integer" } });
    expect(code({ unique: true })).toMatchObject({ sortable: true, filter: { type: "integer" } });
    expect(code({ type: "ref", ref: "article" })).toMatchObject({ sortable: true, filter: { type: "id" } });
    expect(code({ type: "enum", values: ["a", "b"], indexed: true })).toMatchObject({
      declaration: 'field.enum(["a","b"], { indexed: true })',
      filter: { type: "enum", values: ["a", "b"] },
    });
    expect(model({ type: "enum", values: ["a", "b"], indexed: true }).filters["x"]).toEqual({
      type: "enum",
      values: ["a", "b"],
    });
    expect(body({ type: "enum", values: ["a", "b"], array: true })).toMatchObject({
      type: "array",
      items: { enum: ["a", "b"] },
    });
  });

  it("keeps e-mail addresses in lower case, takes only http and https links, and calendar dates as text", () => {
    expect(model({ type: "email", required: true }).fieldsOf({ x: "Ana@Example.com" })).toEqual({
      x: "ana@example.com",
    });
    expect(body({ type: "url", required: true })).toMatchObject({
      format: "uri",
      pattern: "^https?://",
      "x-expected": "be an http:// or https:// link",
      maxLength: 2048,
    });
    const date = model({ type: "date", required: true });
    expect(date.body.properties["x"]).toMatchObject({ type: "string", format: "date" });
    expect(date.fieldsOf({ x: "2026-01-31" })).toEqual({ x: "2026-01-31" });
  });

  it("stores datetimes as Date and shows them as ISO text; a PUT empties an optional field it does not send", () => {
    const at = "2026-01-31T12:00:00.000Z";
    const stored = (field: Partial<Field>, sent: Record<string, unknown>) =>
      model({ type: "datetime", ...field }).fieldsOf(sent);
    const view = (field: Partial<Field>, x: unknown) =>
      model({ type: "datetime", ...field }).view({
        id: "1",
        x,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      } as never);
    expect(stored({ required: true }, { x: at })).toEqual({ x: new Date(at) });
    expect(view({ required: true }, new Date(at))).toMatchObject({ x: at });
    expect(stored({}, {})).toEqual({ x: null });
    expect(view({}, null)).toMatchObject({ x: null });
    expect(model({ type: "datetime" }).schema.properties["x"]).toMatchObject({
      anyOf: [{ type: "string", format: "date-time" }, { type: "null" }],
    });
    expect(stored({ array: true }, { x: [at] })).toEqual({ x: [new Date(at)] });
    expect(stored({ array: true }, {})).toEqual({ x: [] });
    expect(view({ array: true }, [new Date(at)])).toMatchObject({ x: [at] });
    expect(model({ array: true }).fieldsOf({})).toEqual({ x: [] });
    expect(fieldCode({ name: "tags", type: "string", required: false, array: true }, 500)).toMatchObject({
      text: true,
      sortable: false,
    });
  });
});
