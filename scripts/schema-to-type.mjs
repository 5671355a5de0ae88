// Turns a JSON Schema (draft 7, or an OpenAPI 3.0 schema with `nullable`) into the text of a
// TypeScript type. Shared by the generators of @hostkit/webhooks and @hostkit/endpoint so both
// make the same lean shapes: object literals, unions and intersections, references by name, no
// conditional or mapped types. Keywords that only constrain values (formats, lengths, patterns)
// have no type and are left out.

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as written in a type literal: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name) {
  return identifier.test(name) ? name : JSON.stringify(name);
}

/** `simple-user` and `issues$opened` to `SimpleUser` and `IssuesOpened`. */
export function pascalCase(name) {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

const unique = (items) => [...new Set(items)];

/** A union's or intersection's member, parenthesised where its own operators would bind wrongly. */
function member(text, inside) {
  if (inside === "&" && / \| /.test(text) && !/^\(.*\)$/.test(text)) return `(${text})`;
  return text;
}

function union(types) {
  const members = unique(types);
  if (members.includes("unknown")) return "unknown";
  return members.length === 0 ? "never" : members.join(" | ");
}

function intersection(types) {
  const members = unique(types).filter((type) => type !== "unknown");
  if (members.length === 0) return "unknown";
  return members.length === 1 ? members[0] : members.map((type) => member(type, "&")).join(" & ");
}

function arrayOf(type) {
  return / [|&] /.test(type) || type.startsWith("{") ? `(${type})[]` : `${type}[]`;
}

/**
 * Renders `schema`. `refName(ref)` names the type a `$ref` points to; `indent` is the indentation of
 * the line the type starts on, so nested object literals line up.
 */
export function schemaToType(schema, refName, indent = "") {
  const render = (inner, depth) => schemaToType(inner, refName, depth);
  if (schema === true || schema === undefined) return "unknown";
  if (schema === false) return "never";
  const withNull = (type) => (schema.nullable === true && type !== "unknown" ? union([type, "null"]) : type);

  if (typeof schema.$ref === "string") return withNull(refName(schema.$ref));
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => render(part, indent));
    const own = ownShape(schema, render, indent);
    return withNull(intersection(own === "unknown" ? parts : [...parts, own]));
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) {
    const alternatives = union(choices.map((choice) => member(render(choice, indent), "|")));
    // Alternatives beside the schema's own properties narrow them: both hold.
    const own = schema.properties === undefined ? "unknown" : ownShape(schema, render, indent);
    return withNull(intersection([own, alternatives]));
  }
  return withNull(ownShape(schema, render, indent));
}

/** The type a schema gives by its own `type`, `enum`, `const`, properties and items. */
function ownShape(schema, render, indent) {
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) {
    if (schema.properties !== undefined || schema.additionalProperties !== undefined)
      return objectType(schema, render, indent);
    if (schema.items !== undefined) return arrayOf(render(schema.items, indent));
    return "unknown";
  }
  return union(
    types.map((type) => {
      switch (type) {
        case "string":
          return "string";
        case "integer":
        case "number":
          return "number";
        case "boolean":
          return "boolean";
        case "null":
          return "null";
        case "array":
          return arrayOf(schema.items === undefined ? "unknown" : render(schema.items, indent));
        case "object":
          return objectType(schema, render, indent);
        default:
          throw new Error(`unknown schema type ${JSON.stringify(type)}`);
      }
    }),
  );
}

/**
 * An object literal type. Properties are closed unless the schema allows more: a schema for the
 * extra values gives an index signature (`unknown` beside named properties, which it must not contradict).
 */
function objectType(schema, render, indent) {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const inner = `${indent}  `;
  const lines = properties.map(([name, property]) => {
    const optional = required.has(name) ? "" : "?";
    return `${inner}${propertyKey(name)}${optional}: ${render(property, inner)};`;
  });
  const extra = schema.additionalProperties;
  if (extra === true || (extra === undefined && properties.length === 0)) {
    lines.push(`${inner}[key: string]: unknown;`);
  } else if (extra !== undefined && extra !== false) {
    lines.push(`${inner}[key: string]: ${properties.length === 0 ? render(extra, inner) : "unknown"};`);
  }
  if (lines.length === 0) return "Record<string, never>";
  return `{\n${lines.join("\n")}\n${indent}}`;
}

/** Whether a rendered type is one object literal (declared as an interface), not a union or intersection of them. */
export function isObjectLiteral(type) {
  if (!type.startsWith("{")) return false;
  let depth = 0;
  for (let at = 0; at < type.length; at++) {
    const char = type[at];
    if (char === '"') {
      // Skip a quoted key or literal: JSON.stringify escapes its quotes and backslashes.
      for (at++; at < type.length && type[at] !== '"'; at++) if (type[at] === "\\") at++;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return at === type.length - 1;
  }
  return false;
}
