import fc from "fast-check";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { schemaType, type JsonSchema } from "../src/client-writer/schema-type.js";

describe("schemaType", () => {
  it("writes required and optional properties, literals, nullable values and arrays", () => {
    const schema: JsonSchema = {
      type: "object",
      required: ["id", "role", "valid"],
      properties: {
        id: { type: "string" },
        role: { enum: ["user", "admin"] },
        valid: { type: "boolean", enum: [false] },
        price: { anyOf: [{ type: "number" }, { type: "null" }] },
        tags: { type: "array", items: { type: "string" } },
        "x-note": { type: "array", items: { anyOf: [{ type: "integer" }, { type: "null" }] } },
      },
      additionalProperties: false,
    };
    expect(schemaType(schema)).toBe(
      [
        "{",
        "  id: string;",
        '  role: "user" | "admin";',
        "  valid: false;",
        "  price?: number | null;",
        "  tags?: string[];",
        '  "x-note"?: Array<number | null>;',
        "}",
      ].join("\n"),
    );
  });

  it("allows other keys only where the schema says so, and reads an empty schema as unknown", () => {
    expect(schemaType({ type: "object", properties: { a: {} }, additionalProperties: true })).toBe(
      "{\n  a?: unknown;\n  [key: string]: unknown;\n}",
    );
    expect(schemaType({ type: "object" })).toBe("Record<never, never>");
  });

  // Any schema of the route schemas' vocabulary gives a type that TypeScript parses.
  const schemas: fc.Arbitrary<JsonSchema> = fc.letrec<{ schema: JsonSchema }>((tie) => ({
    schema: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom<JsonSchema>({ type: "string" }, { type: "integer" }, { type: "boolean" }, { type: "null" }, {}),
      fc.record({ enum: fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean()), { minLength: 1, maxLength: 3 }) }),
      fc.record({ type: fc.constant("array"), items: tie("schema") }),
      fc.record({ anyOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }) }),
      fc.record({
        type: fc.constant("object"),
        properties: fc.dictionary(fc.string({ minLength: 1 }), tie("schema"), { maxKeys: 3 }),
        required: fc.array(fc.string({ minLength: 1 }), { maxLength: 2 }),
        additionalProperties: fc.boolean(),
      }),
    ),
  })).schema;

  it("writes a type that parses, whatever the schema", () => {
    fc.assert(
      fc.property(schemas, (schema) => {
        const file = ts.createSourceFile("type.ts", `type T = ${schemaType(schema)};`, ts.ScriptTarget.ES2022);
        const { parseDiagnostics } = file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] };
        expect(parseDiagnostics).toEqual([]);
        expect(file.statements).toHaveLength(1);
      }),
    );
  });
});
