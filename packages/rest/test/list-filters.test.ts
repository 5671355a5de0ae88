import { Ajv } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { filterFields, parseFilters, type FieldFilter } from "../src/list-query/list-filters.js";

const filters: Record<string, FieldFilter> = {
  status: { type: "enum", values: ["draft", "published"] },
  price: { type: "number" },
  stock: { type: "integer" },
  inStock: { type: "boolean" },
  releasedOn: { type: "date" },
  updatedAt: { type: "datetime" },
  article: { type: "id" },
};
const schema = Type.Object(filterFields(filters), { additionalProperties: false });
// The annotations the API's own validator registers (see validator-compiler.ts) check nothing.
const ajv = new Ajv({ coerceTypes: "array", keywords: ["x-expected"] });
const validate = ajvFormats.default(ajv).compile(schema);

describe("list filters", () => {
  it("take a value, a list and, for numbers and dates, a range, each documented", () => {
    expect(Object.keys(schema.properties)).toContain("price[gte]");
    expect(Object.keys(schema.properties)).not.toContain("status[gte]");
    const query = {
      status: "draft",
      "price[gte]": 10,
      "price[lt]": 20,
      "stock[in]": "1,2",
      inStock: true,
      "updatedAt[gt]": "2025-01-01T00:00:00Z",
    };
    expect(validate({ ...query })).toBe(true);
    expect(parseFilters(query, filters)).toEqual({
      status: ["draft"],
      price: [{ $gte: 10, $lt: 20 }],
      stock: [{ $in: [1, 2] }],
      inStock: [true],
      updatedAt: [{ $gt: new Date("2025-01-01T00:00:00Z") }],
    });
  });

  it("keep every condition given on one field", () => {
    expect(parseFilters({ status: "draft", "status[in]": "draft,published" }, filters)).toEqual({
      status: ["draft", { $in: ["draft", "published"] }],
    });
  });

  it("refuse values of the wrong type and bounds on fields without an order", () => {
    for (const query of [
      { status: "archived" },
      { "status[in]": "draft,archived" },
      { "price[gte]": "ten" },
      { "stock[in]": "1,x" },
      { "releasedOn[in]": "2024-13-01" },
      { "status[gt]": "a" },
      { "article[in]": "a,,b" },
    ]) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(false);
    }
    // An empty parameter counts as absent (dropEmptyQuery), so the schema takes it: it is no invalid value.
    for (const query of [{ "article[in]": "" }, { article: "" }, { "releasedOn[gte]": "" }]) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(true);
    }
  });

  it("refuse a listed number that no double holds, in the schema and again when read, naming the parameter", () => {
    for (const query of [
      { "price[in]": "1,1e400" },
      { "price[in]": "-1e999" },
      { "stock[in]": `1${"0".repeat(400)}` },
    ]) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(false);
      const param = Object.keys(query)[0];
      expect(() => parseFilters(query, filters), JSON.stringify(query)).toThrow(
        expect.objectContaining({
          failures: [expect.objectContaining({ name: "finite", param, message: `${param} must hold finite numbers` })],
        }),
      );
    }
  });

  it("read back every list of values its schema takes", () => {
    const numbers = fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), {
      minLength: 1,
      maxLength: 5,
    });
    const days = fc.array(fc.date({ min: new Date("1970-01-01"), max: new Date("2200-12-31"), noInvalidDate: true }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(numbers, days, (prices, dates) => {
        const text = prices.map((price) => String(price)).join(",");
        const instants = dates.map((date) => date.toISOString()).join(",");
        const query = { "price[in]": text, "updatedAt[in]": instants };
        expect(validate({ ...query }), text).toBe(true);
        expect(parseFilters(query, filters)).toEqual({
          price: [{ $in: prices.map((price) => Number(String(price))) }],
          updatedAt: [{ $in: dates }],
        });
      }),
    );
  });

  it("take a calendar day where a date-time goes, as the whole day (UTC)", () => {
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    const cases: [Record<string, string>, unknown][] = [
      [{ updatedAt: "2026-01-01" }, [{ $gte: day("2026-01-01"), $lt: day("2026-01-02") }]],
      [{ "updatedAt[gte]": "2026-01-01" }, [{ $gte: day("2026-01-01") }]],
      [{ "updatedAt[gt]": "2026-01-01" }, [{ $gte: day("2026-01-02") }]],
      [{ "updatedAt[lte]": "2026-02-28" }, [{ $lt: day("2026-03-01") }]],
      [{ "updatedAt[lt]": "2026-12-31" }, [{ $lt: day("2026-12-31") }]],
      [
        { "updatedAt[gte]": "2026-01-01", "updatedAt[lte]": "2026-01-31" },
        [{ $gte: day("2026-01-01"), $lt: day("2026-02-01") }],
      ],
      // Two bounds that both become $gte each still hold.
      [
        { "updatedAt[gt]": "2026-01-01", "updatedAt[gte]": "2026-03-01" },
        [{ $gte: day("2026-01-02") }, { $gte: day("2026-03-01") }],
      ],
      [{ "updatedAt[gte]": "2026-01-01T12:30:00Z" }, [{ $gte: new Date("2026-01-01T12:30:00Z") }]],
    ];
    for (const [query, expected] of cases) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(true);
      expect(parseFilters(query, filters), JSON.stringify(query)).toEqual({ updatedAt: expected });
    }
    for (const query of [
      { updatedAt: "2026-02-30" },
      { "updatedAt[gte]": "2026-13-01" },
      { "updatedAt[lt]": "2026-1-1" },
    ]) {
      expect(validate({ ...query }), JSON.stringify(query)).toBe(false);
    }
  });
});
