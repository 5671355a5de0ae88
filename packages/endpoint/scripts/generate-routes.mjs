// Writes test/fixtures/routes.jsonl: every operation of the hosted service's published REST API
// description, as a route string and where its parameters go (query, JSON body fields, or a body of
// another shape sent as `data`). The description comes from the npm registry (the @octokit/openapi
// package); the tests read only the file written here, so they need no network. JSON Lines: the
// first line names the source, then one operation a line, so a refresh diffs route by route.
//
//   node scripts/generate-routes.mjs [version]     (default: the latest release)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "@octokit/openapi";
const DESCRIPTION = "package/generated/api.github.com.json";
const METHODS = ["get", "head", "post", "put", "patch", "delete", "options"];
const output = fileURLToPath(new URL("../test/fixtures/routes.jsonl", import.meta.url));

function download(version) {
  const dir = mkdtempSync(join(tmpdir(), "endpoint-routes-"));
  try {
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", `${PACKAGE}@${version}`, "--json", "--pack-destination", dir], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    execFileSync("tar", ["-xzf", join(dir, packed.filename), "-C", dir, DESCRIPTION]);
    return { version: packed.version, description: JSON.parse(readFileSync(join(dir, DESCRIPTION), "utf8")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Follows `$ref`s within the description. */
function resolver(description) {
  const resolve = (node) => {
    if (node === null || typeof node !== "object" || typeof node.$ref !== "string") return node;
    let target = description;
    for (const key of node.$ref.slice(2).split("/")) target = target[key.replaceAll("~1", "/").replaceAll("~0", "~")];
    return resolve(target);
  };
  return resolve;
}

/** The property names of a body schema, across the object variants of `oneOf`, `anyOf` and `allOf`. */
function fieldNames(schema, resolve, names = new Set()) {
  const resolved = resolve(schema);
  if (resolved === null || typeof resolved !== "object") return names;
  for (const name of Object.keys(resolved.properties ?? {})) names.add(name);
  for (const variant of [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])]) {
    fieldNames(variant, resolve, names);
  }
  return names;
}

function operationOf(method, path, pathItem, operation, resolve) {
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
  const result = { route: `${method.toUpperCase()} ${path}` };
  const query = parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  if (query.length > 0) result.query = query;
  const content = resolve(operation.requestBody)?.content;
  if (content !== undefined) {
    const [mediaType, { schema } = {}] = Object.entries(content)[0] ?? [];
    const fields = mediaType === "application/json" ? [...fieldNames(schema, resolve)] : [];
    // A body that is not an object of named fields (a list, text, bytes) is sent as `data`.
    if (fields.length > 0) result.body = fields;
    else result.data = mediaType;
  }
  return result;
}

const { version, description } = download(process.argv[2] ?? "latest");
const resolve = resolver(description);
const operations = [];
for (const [path, pathItem] of Object.entries(description.paths)) {
  for (const method of METHODS) {
    if (pathItem[method] !== undefined) operations.push(operationOf(method, path, pathItem, pathItem[method], resolve));
  }
}
const source = `${PACKAGE}@${version} ${DESCRIPTION.replace(/^package\//, "")}`;
writeFileSync(output, [{ source }, ...operations].map((line) => `${JSON.stringify(line)}\n`).join(""));
console.log(`${operations.length} operations from ${source} written to ${output}`);
