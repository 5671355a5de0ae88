// Generates the payload types in src/generated/ from the published webhook payload schemas (the
// pinned devDependency @octokit/webhooks-schemas) and data/events.json, the supported events.
// `node scripts/generate-payload-types.mjs` writes the files; `--check` only reports whether they are
// current; `--out <dir>` writes (or checks) there instead of src/generated/.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { isObjectLiteral, pascalCase, schemaToType } from "../../../scripts/schema-to-type.mjs";
import { outputDirectory, writeGenerated } from "../../../scripts/write-generated.mjs";

const packageRoot = new URL("../", import.meta.url);
const require = createRequire(import.meta.url);
const schemaPackage = "@octokit/webhooks-schemas";

/** Type names say `host` where the schemas say the other vendor's name. */
const typeName = (name) => pascalCase(name).replace(/Github/g, "Host");

/**
 * The schemas pin the other vendor's own account (`github-org`) to literal values: its login, name
 * and URLs. Those literals are widened to their JSON type, so no exposed type asserts the other
 * vendor's name or addresses (this package's service says `host`).
 */
function widenVendorLiterals(schema) {
  if (Array.isArray(schema)) return schema.map(widenVendorLiterals);
  if (schema === null || typeof schema !== "object") return schema;
  if (typeof schema.const === "string" && /github/i.test(schema.const)) {
    const { const: _literal, ...rest } = schema;
    return { ...rest, type: "string" };
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, widenVendorLiterals(value)]));
}

/** The event a top-level definition describes: `issues_event` and `push$event` give `issues` and `push`. */
const eventOfDefinition = (definition) => definition.replace(/(_|\$)event$/, "");

/** Names of the generated types: `IssuesOpenedEvent` for `issues$opened`, `IssuesEvent` for the event. */
function nameDefinitions(schema) {
  const names = new Map();
  const events = new Set(schema.oneOf.map(({ $ref }) => $ref.split("/").pop()));
  for (const definition of Object.keys(schema.definitions)) {
    const name = events.has(definition)
      ? `${typeName(eventOfDefinition(definition))}Event`
      : definition.includes("$")
        ? `${typeName(definition)}Event`
        : typeName(definition);
    names.set(definition, name);
  }
  const taken = new Map();
  for (const [definition, name] of names) {
    if (taken.has(name)) throw new Error(`definitions ${taken.get(name)} and ${definition} both make type ${name}`);
    taken.set(name, definition);
  }
  return names;
}

function referenceNamer(names) {
  return (ref) => {
    const name = names.get(ref.replace(/^#\/definitions\//, ""));
    if (name === undefined) throw new Error(`unresolved reference ${ref}`);
    return name;
  };
}

/** One `export interface` for an object literal type, else an `export type`. */
function declaration(name, type, comment) {
  const doc = comment === undefined ? "" : `/** ${comment} */\n`;
  return isObjectLiteral(type) ? `${doc}export interface ${name} ${type}\n` : `${doc}export type ${name} = ${type};\n`;
}

/** The schema's per-event definitions: for each event, its own type and its per-action types. */
function schemaEvents(schema) {
  const events = new Map();
  for (const { $ref } of schema.oneOf) {
    const definition = $ref.split("/").pop();
    const body = schema.definitions[definition];
    const actions = new Map();
    for (const choice of body.oneOf ?? []) {
      const actionDefinition = choice.$ref.split("/").pop();
      actions.set(actionDefinition.split("$")[1], actionDefinition);
    }
    events.set(eventOfDefinition(definition), { definition, actions });
  }
  return events;
}

function renderTypes(schema, names, header) {
  const refName = referenceNamer(names);
  const parts = Object.entries(schema.definitions)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([definition, body]) => {
      // The title, with the vendor's brand name said as `host`; event names stay as delivered.
      const comment = typeof body.title === "string" ? `${body.title.replace(/GitHub/g, "host")}.` : undefined;
      return declaration(names.get(definition), schemaToType(body, refName), comment);
    });
  return `${header}\n${parts.join("\n")}`;
}

/**
 * The payload of every supported name. Names the schemas lack keep the untyped payload; an event's own
 * entry is the union of its actions' entries, so an action the schemas lack still has its place.
 */
function renderMap(events, schemaByEvent, names, header) {
  const lines = [];
  const missing = [];
  for (const { event, actions } of events) {
    const found = schemaByEvent.get(event);
    const eventType = found === undefined ? undefined : names.get(found.definition);
    const actionType = (action) => {
      const definition = found?.actions.get(action);
      if (definition !== undefined) return `S.${names.get(definition)}`;
      // An event whose schema has one shape for every action (its `action` a free string).
      if (found !== undefined && found.actions.size === 0) return `S.${eventType} & { action: "${action}" }`;
      missing.push(`${event}.${action}`);
      return `WebhookPayload<"${action}">`;
    };
    if (actions.length === 0) {
      if (found === undefined) missing.push(event);
      lines.push(`  ${event}: ${found === undefined ? "WebhookPayload" : `S.${eventType}`};`);
      continue;
    }
    const perAction = actions.map((action) => [action, actionType(action)]);
    // An event whose schema has one shape for all actions keeps that shape: its action is any string.
    const whole =
      found !== undefined && found.actions.size === 0 ? [`S.${eventType}`] : perAction.map(([, type]) => type);
    lines.push(`  ${event}: ${whole.join(" | ")};`);
    for (const [action, type] of perAction) lines.push(`  "${event}.${action}": ${type};`);
  }
  const content = `${header}
import type { WebhookPayload } from "../webhook-payload.js";
import type * as S from "./webhook-payload-types.js";

/**
 * The payload of each name \`on\` accepts. Names the payload schemas do not describe keep the
 * untyped \`WebhookPayload\`:${missing.length === 0 ? " none." : missing.map((name) => `\n *   ${name}`).join("")}
 */
export interface WebhookPayloadMap {
${lines.join("\n")}
}
`;
  return { content, missing };
}

async function main(argv) {
  const check = argv.includes("--check");
  const schemaFile = require.resolve(`${schemaPackage}/schema.json`);
  const { version } = JSON.parse(await readFile(require.resolve(`${schemaPackage}/package.json`), "utf8"));
  const schema = widenVendorLiterals(JSON.parse(await readFile(schemaFile, "utf8")));
  const { events } = JSON.parse(await readFile(new URL("data/events.json", packageRoot), "utf8"));
  const header = `// Generated by scripts/generate-payload-types.mjs from ${schemaPackage} ${version}. Do not edit.\n`;
  const names = nameDefinitions(schema);
  const map = renderMap(events, schemaEvents(schema), names, header);
  const files = {
    "webhook-payload-types.ts": renderTypes(schema, names, header),
    "webhook-payload-map.ts": map.content,
  };
  const directory = outputDirectory(argv, new URL("src/generated/", packageRoot));
  const stale = await writeGenerated(directory, files, check);
  if (check && stale.length > 0) {
    console.error(`src/generated is out of date (${stale.join(", ")}): run npm run generate`);
    process.exitCode = 1;
  }
}

await main(process.argv.slice(2));
