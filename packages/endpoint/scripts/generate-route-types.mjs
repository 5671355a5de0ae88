// Generates the REST route types in src/generated/ from data/rest-routes.json (refreshed from the
// published OpenAPI description by scripts/refresh-rest-routes.mjs).
// `node scripts/generate-route-types.mjs` writes the files; `--check` only reports whether they are
// current; `--out <dir>` writes (or checks) there instead of src/generated/.
import { readFile } from "node:fs/promises";
import { isObjectLiteral, pascalCase, propertyKey, schemaToType } from "../../../scripts/schema-to-type.mjs";
import { outputDirectory, writeGenerated } from "../../../scripts/write-generated.mjs";
import { isJsonMediaType, objectBody } from "./object-body.mjs";

const packageRoot = new URL("../", import.meta.url);

/** Option names of `endpoint`: a parameter of the same name could not be passed as a parameter. */
const optionNames = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);

/** Type names say `host` where the description says the other vendor's name. */
const typeName = (name) => pascalCase(name).replace(/Github/g, "Host");

function nameSchemas(schemas) {
  const names = new Map();
  const taken = new Map();
  for (const schema of Object.keys(schemas)) {
    const name = typeName(schema);
    if (taken.has(name)) throw new Error(`schemas ${taken.get(name)} and ${schema} both make type ${name}`);
    taken.set(name, schema);
    names.set(schema, name);
  }
  return names;
}

function referenceNamer(names, prefix) {
  return (ref) => {
    const name = names.get(ref.replace(/^#\/components\/schemas\//, ""));
    if (name === undefined) throw new Error(`unresolved reference ${ref}`);
    return `${prefix}${name}`;
  };
}

function renderSchemas(schemas, names, header) {
  const refName = referenceNamer(names, "");
  const parts = Object.entries(schemas).map(([schema, body]) => {
    const type = schemaToType(body, refName);
    const name = names.get(schema);
    const doc = `/** The description's \`${schema}\` schema. */\n`;
    return isObjectLiteral(type)
      ? `${doc}export interface ${name} ${type}\n`
      : `${doc}export type ${name} = ${type};\n`;
  });
  return `${header}\n${parts.join("\n")}`;
}

/** The answer of a successful response: its JSON schema's type, text as a string, nothing as undefined. */
function responseType({ mediaType, schema }, refName, indent) {
  if (mediaType === undefined) return "undefined";
  if (isJsonMediaType(mediaType)) return schemaToType(schema, refName, indent);
  if (mediaType.startsWith("text/") || /^application\/vnd\.host\.(diff|patch|sha)$/.test(mediaType)) return "string";
  return "unknown";
}

/**
 * One route's parameters (path, query and body, as `endpoint` takes them) and answer. A body that is
 * not one object of properties (text, bytes, an array or alternatives) is the `data` option.
 */
function renderRoute(route, schemas, refName, skipped) {
  const indent = "      ";
  const members = new Map();
  const add = (name, required, type, where) => {
    if (optionNames.has(name) || members.has(name)) {
      skipped.push(`${route.route}: ${where} parameter ${name}`);
      return;
    }
    members.set(name, `${indent}${propertyKey(name)}${required ? "" : "?"}: ${type};`);
  };
  for (const parameter of route.parameters) {
    if (parameter.in !== "path" && parameter.in !== "query") {
      skipped.push(`${route.route}: ${parameter.in} parameter ${parameter.name}`);
      continue;
    }
    add(parameter.name, parameter.required, schemaToType(parameter.schema, refName, indent), parameter.in);
  }
  const body = objectBody(route.body, schemas);
  if (body !== undefined) {
    const required = new Set(route.body.required ? (body.required ?? []) : []);
    const before = skipped.length;
    for (const [name, schema] of Object.entries(body.properties))
      add(name, required.has(name), schemaToType(schema, refName, indent), "body");
    // A body parameter named like an option or a path parameter can only travel in the whole body.
    if (skipped.length > before)
      members.set("data", `${indent}data?: ${schemaToType(route.body.schema, refName, indent)};`);
  } else if (route.body !== undefined) {
    const json = isJsonMediaType(route.body.mediaType);
    const text = route.body.mediaType.startsWith("text/");
    const type = json ? schemaToType(route.body.schema, refName, indent) : text ? "string" : "unknown";
    members.set("data", `${indent}data${route.body.required ? "" : "?"}: ${type};`);
  }
  const parameters = members.size === 0 ? "Record<never, never>" : `{\n${[...members.values()].join("\n")}\n    }`;
  const answers = route.responses.map((response) => responseType(response, refName, "    "));
  const response = answers.length === 0 ? "unknown" : [...new Set(answers)].join(" | ");
  const doc = route.deprecated ? "  /** @deprecated */\n" : "";
  return `${doc}  ${JSON.stringify(route.route)}: {\n    parameters: ${parameters};\n    response: ${response};\n  };`;
}

function renderRoutes(data, names, header) {
  const refName = referenceNamer(names, "S.");
  const skipped = [];
  const entries = data.routes.map((route) => renderRoute(route, data.schemas, refName, skipped));
  const content = `${header}
import type * as S from "./rest-schemas.js";

/**
 * Every operation of the REST API description, by \`"<METHOD> <path>"\`: the parameters \`endpoint\` takes
 * for it (path, query and body parameters by name; a body that is not an object of properties is
 * \`data\`) and the answer of a successful response.
 */
export interface RestRoutes {
${entries.join("\n")}
}
`;
  return { content, skipped };
}

async function main(argv) {
  const check = argv.includes("--check");
  const data = JSON.parse(await readFile(new URL("data/rest-routes.json", packageRoot), "utf8"));
  const { package: name, version } = data.source;
  const header = `// Generated by scripts/generate-route-types.mjs from data/rest-routes.json (${name} ${version}). Do not edit.\n`;
  const names = nameSchemas(data.schemas);
  const routes = renderRoutes(data, names, header);
  const files = { "rest-schemas.ts": renderSchemas(data.schemas, names, header), "rest-routes.ts": routes.content };
  const directory = outputDirectory(argv, new URL("src/generated/", packageRoot));
  const stale = await writeGenerated(directory, files, check);
  if (argv.includes("--verbose")) console.log(`left out:\n${routes.skipped.join("\n")}`);
  if (check && stale.length > 0) {
    console.error(`src/generated is out of date (${stale.join(", ")}): run npm run generate`);
    process.exitCode = 1;
  }
}

await main(process.argv.slice(2));
