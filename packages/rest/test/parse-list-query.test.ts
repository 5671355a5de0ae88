import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../src/validation/validation-error.js";
import type { HttpError } from "../src/errors/http-error.js";
import { encodeCursor } from "../src/list-query/list-cursor.js";
import { parseListQuery } from "../src/list-query/parse-list-query.js";

const spec = { search: ["name", "email"], sortable: ["name", "createdAt"], view: ["id", "name", "email"] as const };

describe("parseListQuery", () => {
  it("defaults to the first 30 rows, newest first, every field", () => {
    expect(parseListQuery({}, spec)).toEqual({
      filter: {},
      options: { sort: { createdAt: -1 }, skip: 0, limit: 30 },
      sort: "-createdAt",
      fields: ["id", "name", "email"],
      total: false,
    });
    expect(parseListQuery({ total: true }, spec).total).toBe(true);
  });

  it("reads a page after or before the position a cursor of the same sort holds", () => {
    const cursor = encodeCursor("name,-createdAt", ['"ana"', 7]);
    expect(parseListQuery({ sort: "name, -createdAt,name", after: cursor }, spec).options).toEqual({
      sort: { name: 1, createdAt: -1 },
      skip: 0,
      limit: 30,
      after: ['"ana"', 7],
    });
    expect(parseListQuery({ sort: "name,-createdAt", before: cursor, page: 1 }, spec).options.before).toEqual([
      '"ana"',
      7,
    ]);
  });

  it("answers 404 for a cursor of another sort or one that is not a cursor: it names no page of this list", () => {
    const refusal = (query: Parameters<typeof parseListQuery>[0]) => {
      try {
        parseListQuery(query, spec);
      } catch (error) {
        return error as HttpError;
      }
      throw new Error("accepted");
    };
    const cursor = encodeCursor("-createdAt", ['"2024"', 7]);
    expect(refusal({ sort: "name", after: cursor })).toMatchObject({
      statusCode: 404,
      message: expect.stringContaining("sorted by -createdAt"),
    });
    for (const after of [
      "abc",
      "0",
      encodeURIComponent("{}"),
      Buffer.from('{"sort":"-createdAt"}').toString("base64url"),
    ]) {
      expect(refusal({ after })).toMatchObject({
        statusCode: 404,
        message: expect.stringMatching(/^after names no page/),
      });
    }
    expect(refusal({ before: "0" })).toMatchObject({ statusCode: 404, message: expect.stringMatching(/^before /) });
  });

  it("takes a page number past a cursor, and both cursors for the rows between them", () => {
    const [from, to] = [encodeCursor("-createdAt", ['"2024"', 7]), encodeCursor("-createdAt", ['"2023"', 2])];
    expect(parseListQuery({ page: 3, limit: 10, after: from }, spec).options).toMatchObject({
      skip: 20,
      after: ['"2024"', 7],
    });
    expect(parseListQuery({ after: from, before: to }, spec).options).toMatchObject({
      after: ['"2024"', 7],
      before: ['"2023"', 2],
    });
  });

  it("answers 404 for a cursor of any other shape than the one it writes, naming the parameter", () => {
    const forged = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
    const position = ['"2024"', 7];
    for (const cursor of [
      { sort: { toString: 1 }, position },
      { sort: ["-createdAt"], position },
      { sort: "-createdAt", position: { length: 2 } },
      { sort: "-createdAt", position, at: 1 },
      { position },
      [["sort", "-createdAt"]],
    ]) {
      for (const param of ["after", "before"] as const) {
        expect(() => parseListQuery({ [param]: forged(cursor) }, spec), JSON.stringify(cursor)).toThrow(
          expect.objectContaining({ statusCode: 404, message: expect.stringMatching(new RegExp(`^${param} `)) }),
        );
      }
    }
  });

  it("reads back every position it wrote into a cursor, whatever its values", () => {
    const position = fc.array(
      fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
      { minLength: 1 },
    );
    fc.assert(
      fc.property(position, (values) => {
        const after = encodeCursor("-createdAt", values);
        expect(after).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(parseListQuery({ after }, spec).options.after).toEqual(
          values.map((value) => (Object.is(value, -0) ? 0 : value)),
        );
      }),
    );
  });

  it("pages, sorts by several keys and searches every text field", () => {
    const parsed = parseListQuery({ q: "ana", page: 3, limit: 10, sort: "name,-createdAt" }, spec);
    expect(parsed.options).toEqual({ sort: { name: 1, createdAt: -1 }, skip: 20, limit: 10 });
    expect(parsed.sort).toBe("name,-createdAt");
    expect(parsed.filter).toEqual({ $keywords: { words: ["ana"], fields: ["name", "email"] } });
  });

  it("asks for every word of q", () => {
    expect(parseListQuery({ q: " ana  bob " }, spec).filter).toEqual({
      $keywords: { words: ["ana", "bob"], fields: ["name", "email"] },
    });
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

  it("takes at most 3 sort keys, a key named again ignored, and refuses any other list naming the rule", () => {
    const key = fc.constantFrom("name", "createdAt", "-name", "-createdAt", "email", "-email");
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 6 }), (keys) => {
        const names = keys.map((one) => one.replace(/^-/, ""));
        const sort = keys.join(",");
        if (names.includes("email")) {
          expect(() => parseListQuery({ sort }, spec)).toThrow(`sort accepts only name, createdAt`);
        } else if (keys.length > 3) {
          expect(() => parseListQuery({ sort }, spec)).toThrow(`sort takes at most 3 keys, got ${keys.length}`);
        } else {
          const first = keys.filter((one, index) => names.indexOf(names[index] ?? "") === index);
          expect(parseListQuery({ sort }, spec).options.sort).toEqual(
            Object.fromEntries(first.map((one) => [one.replace(/^-/, ""), one.startsWith("-") ? -1 : 1])),
          );
        }
      }),
    );
  });

  it("searches at most 5 different words, a repeated word once", () => {
    const word = fc.constantFrom("ana", "bob", "carl", "dan", "eve", "fay", "gus");
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 10 }), fc.constantFrom(" ", "  ", "\t"), (words, gap) => {
        const distinct = [...new Set(words)];
        const q = words.join(gap);
        if (distinct.length > 5) {
          expect(() => parseListQuery({ q }, spec)).toThrow(
            `q holds at most 5 different words, got ${distinct.length}`,
          );
        } else {
          expect(parseListQuery({ q }, spec).filter).toEqual({
            $keywords: { words: distinct, fields: ["name", "email"] },
          });
        }
      }),
    );
  });
});
