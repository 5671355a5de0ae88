/** The part of JSON Schema that route schemas use, as @fastify/swagger writes it into the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const SCALARS: Record<string, string> = {
  string: "string",
  integer: "number",
  number: "number",
  boolean: "boolean",
  null: "null",
};

/** The TypeScript type of the values a schema accepts, indented for a declaration at `indent`. */
export function schemaType(schema: JsonSchema, indent = ""): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return union(choices.map((choice) => schemaType(choice, indent)));
  if (schema.allOf) return schema.allOf.map((part) => schemaType(part, indent)).join(" & ");
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => schemaType({ ...schema, type }, indent)));
  if (schema.type === "array") return arrayType(schemaType(schema.items ?? {}, indent));
  if (schema.type === "object" || schema.properties) return objectType(schema, indent);
  return (schema.type && SCALARS[schema.type]) ?? "unknown";
}

/** An object type, one property a line; extra keys only where the schema allows them explicitly. */
export function objectType(schema: JsonSchema, indent = ""): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${inner}${propertyName(name)}${required.has(name) ? "" : "?"}: ${schemaType(property, inner)};`,
  );
  const extra = schema.additionalProperties;
  if (extra === true) lines.push(`${inner}[key: string]: unknown;`);
  else if (extra && typeof extra === "object") lines.push(`${inner}[key: string]: ${schemaType(extra, inner)};`);
  return lines.length === 0 ? "Record<never, never>" : `{\n${lines.join("\n")}\n${indent}}`;
}

function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

function union(types: string[]): string {
  const distinct = [...new Set(types)];
  return distinct.length === 0 ? "never" : distinct.join(" | ");
}

/** `string[]` for a named type, `Array<...>` where `[]` would need parentheses to read right. */
function arrayType(items: string): string {
  return /^[\w$]+$/.test(items) ? `${items}[]` : `Array<${items}>`;
}
