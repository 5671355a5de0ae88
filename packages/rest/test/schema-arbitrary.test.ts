import { Ajv } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidBody, invalidQuery, validValue, type JsonSchema } from "../src/testing/schema-arbitrary.js";

const ajv = ajvFormats.default(new Ajv({ strict: false }));

const article: JsonSchema = {
  type: "object",
  properties: {
    title: { type: "string", minLength: 1, maxLength: 20, pattern: "\\S" },
    email: { type: "string", format: "email" },
    homepage: { type: "string", format: "uri" },
    published: { type: "string", format: "date" },
    status: { enum: ["draft", "published"] },
    stars: { type: "integer", minimum: 1, maximum: 5 },
    price: { type: "number", minimum: 0 },
    tags: { type: "array", items: { type: "string", maxLength: 10 } },
    note: { anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }] },
    cursor: { type: "string", "x-link": true },
  },
  required: ["title", "stars"],
  additionalProperties: false,
};

describe("the request arbitraries", () => {
  it("draw values the schema accepts, leaving out what only the API makes", () => {
    const validate = ajv.compile(article);
    fc.assert(
      fc.property(validValue(article), (value) => {
        expect(validate(value), JSON.stringify(value)).toBe(true);
        expect(value).not.toHaveProperty("cursor");
      }),
    );
  });

  it("draw bodies the schema refuses, even once the text fields are trimmed", () => {
    const validate = ajv.compile(article);
    const trimmed = (value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? field.trim() : field]),
          )
        : value;
    fc.assert(
      fc.property(invalidBody(article), (body) => {
        expect(validate(trimmed(body)), JSON.stringify(body)).toBe(false);
      }),
    );
  });

  it("draw query strings with an unknown parameter, a number that is none, or a text over its length", () => {
    const query: JsonSchema = {
      type: "object",
      properties: {
        limit: { type: "integer" },
        q: { type: "string", maxLength: 3 },
        fields: { type: "string", pattern: "^[a-z]+(,[a-z]+)*$" },
      },
      additionalProperties: false,
    };
    const validate = ajv.compile({
      ...query,
      properties: { ...query.properties, limit: { type: "string", pattern: "^-?\\d+$" } },
    });
    fc.assert(
      fc.property(invalidQuery(query), (parameters) => {
        expect(validate(parameters), JSON.stringify(parameters)).toBe(false);
      }),
    );
  });
});
