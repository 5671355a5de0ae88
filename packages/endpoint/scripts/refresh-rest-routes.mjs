// Refreshes data/rest-routes.json, the part of the service's published OpenAPI description that the
// route types are generated from. The description package unpacks to hundreds of megabytes (every
// edition of the service), so it is not a dependency: this script fetches the pinned version with
// `npm pack`, keeps each operation's method, path, parameters, request body and successful answers
// and the schemas they reference, drops documentation and examples, and writes the rest.
// Usage: node scripts/refresh-rest-routes.mjs [--from <api.json>]   (then `npm run generate`)
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const descriptionPackage = "@octokit/openapi";
const descriptionVersion = "23.0.2";
const descriptionFile = "generated/api.github.com.json";
const dataFile = new URL("../data/rest-routes.json", import.meta.url);

/** Schema keywords that make a type; the rest (descriptions, examples, formats, limits) is dropped. */
const typeKeywords = [
  "$ref",
  "type",
  "nullable",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "oneOf",
  "anyOf",
  "allOf",
];
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The service's vendor word in media types is `host` in what this package exposes. */
const hostMediaType = (mediaType) => mediaType.replace(/\bvnd\.github\b/g, "vnd.host");

function trimSchema(schema) {
  if (schema === null || typeof schema !== "object") return schema;
  const trimmed = {};
  for (const keyword of typeKeywords) {
    if (!(keyword in schema)) continue;
    const value = schema[keyword];
    if (keyword === "properties")
      trimmed.properties = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, trimSchema(inner)]));
    else if (["oneOf", "anyOf", "allOf"].includes(keyword)) trimmed[keyword] = value.map(trimSchema);
    else if (keyword === "items" || keyword === "additionalProperties") trimmed[keyword] = trimSchema(value);
    else trimmed[keyword] = value;
  }
  return trimmed;
}

function resolver(description) {
  return (object) => {
    if (typeof object?.$ref !== "string") return object;
    const [, , section, name] = object.$ref.split("/");
    const target = description.components[section]?.[name];
    if (target === undefined) throw new Error(`unresolved reference ${object.$ref}`);
    return target;
  };
}

/** The first JSON media type of a content map, else its first media type. */
function pickContent(content) {
  const types = Object.keys(content ?? {});
  const json = types.find((type) => type === "application/json" || type.endsWith("+json"));
  const mediaType = json ?? types[0];
  return mediaType === undefined ? undefined : { mediaType, schema: content[mediaType].schema };
}

function trimOperation(method, url, operation, pathParameters, resolve) {
  const parameters = [...pathParameters, ...(operation.parameters ?? [])].map(resolve).map((parameter) => ({
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true,
    schema: trimSchema(parameter.schema ?? {}),
  }));
  const route = { route: `${method.toUpperCase()} ${url}`, parameters };
  if (operation.deprecated === true) route.deprecated = true;
  if (operation.requestBody !== undefined) {
    const body = resolve(operation.requestBody);
    const content = pickContent(body.content);
    if (content !== undefined)
      route.body = {
        required: body.required === true,
        mediaType: hostMediaType(content.mediaType),
        schema: trimSchema(content.schema ?? {}),
      };
  }
  route.responses = Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([status, response]) => {
      const content = pickContent(resolve(response).content);
      if (content === undefined) return { status: Number(status) };
      return {
        status: Number(status),
        mediaType: hostMediaType(content.mediaType),
        schema: trimSchema(content.schema),
      };
    });
  return route;
}

/** Names of the component schemas `root` refers to, followed through the schemas themselves. */
function referencedSchemas(root, schemas) {
  const found = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== "object") return;
    if (typeof value.$ref === "string") {
      const name = value.$ref.replace(/^#\/components\/schemas\//, "");
      if (!found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(root);
  return found;
}

async function readDescription(from) {
  if (from !== undefined) return JSON.parse(await readFile(from, "utf8"));
  const directory = await mkdtemp(join(tmpdir(), "hostkit-openapi-"));
  try {
    const { stdout } = await run(
      "npm",
      ["pack", `${descriptionPackage}@${descriptionVersion}`, "--pack-destination", directory, "--silent"],
      { maxBuffer: 1 << 20 },
    );
    const tarball = join(directory, stdout.trim().split("\n").pop());
    await run("tar", ["-xzf", tarball, "-C", directory, `package/${descriptionFile}`]);
    return JSON.parse(await readFile(join(directory, "package", descriptionFile), "utf8"));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function main(argv) {
  const at = argv.indexOf("--from");
  const description = await readDescription(at === -1 ? undefined : argv[at + 1]);
  const resolve = resolver(description);
  const routes = [];
  for (const [url, item] of Object.entries(description.paths)) {
    for (const method of methods) {
      if (item[method] !== undefined)
        routes.push(trimOperation(method, url, item[method], item.parameters ?? [], resolve));
    }
  }
  routes.sort((left, right) => (left.route < right.route ? -1 : left.route > right.route ? 1 : 0));
  const schemas = description.components.schemas;
  const names = [...referencedSchemas(routes, schemas)].sort();
  const data = {
    description:
      "Trimmed from the service's published OpenAPI description by scripts/refresh-rest-routes.mjs; scripts/generate-route-types.mjs makes src/generated/ from it.",
    source: {
      package: descriptionPackage,
      version: descriptionVersion,
      file: descriptionFile,
      openapi: description.openapi,
      descriptionVersion: description.info.version,
    },
    routes,
    schemas: Object.fromEntries(names.map((name) => [name, trimSchema(schemas[name])])),
  };
  await writeFile(dataFile, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`${routes.length} routes, ${names.length} schemas written to data/rest-routes.json`);
}

await main(process.argv.slice(2));
