import type { GroupFacts } from "../group-context.js";
import type { Method } from "../methods.js";
import { type Code, lines, nest } from "./lines.js";
import type { RouteNeeds } from "./route-needs.js";

const WHO = { masterKey: "master key", admin: "administrators only", user: "signed-in users" };
const STUBS: Record<Method, string> = {
  create: "answers 501",
  index: "the list is empty",
  show: "answers 404",
  update: "answers 404",
  destroy: "answers 404",
};

interface Route {
  verb: "post" | "get" | "put" | "patch" | "delete";
  method: Method;
  path: "/" | "/:id";
  summary: string;
  /** The schema's request parts: `body: ArticleBody,`. */
  input: Code;
  /** Success status and schema, e.g. `200: ArticleSchema`. */
  success: string;
  /** Error statuses besides 401, which a guard adds. */
  errors: number[];
  handler: Code;
}

/** One route a method: POST, GET, GET by id, PUT and PATCH, DELETE, as the group has them. */
export function methodRoutes(group: GroupFacts, needs: RouteNeeds): string[] {
  const { has } = group;
  return [
    has.create && createRoute(group),
    has.index && indexRoute(group),
    has.show && showRoute(group, needs),
    ...(has.update ? [updateRoute(group, needs, "put"), updateRoute(group, needs, "patch")] : []),
    has.destroy && destroyRoute(group, needs),
  ]
    .filter((route) => route !== false)
    .map((route) => routeCode(group, route));
}

function routeCode(group: GroupFacts, route: Route): string {
  const right = group.rights[route.method];
  // 401 without valid credentials; 403 for a signed-in user who is not an administrator or not the creator.
  const refused = right === "admin" || (right === "user" && isOwnersOnly(group, route.method));
  // 503 where the store is asked: by the route's model, or by a guard looking the user up.
  const stored = group.model || (right !== undefined && right !== "masterKey");
  const statuses = [...route.errors, ...(right ? [401] : []), ...(refused ? [403] : []), ...(stored ? [503] : [])]
    .sort((a, b) => a - b)
    .join(", ");
  return lines(
    `app.${route.verb}(`,
    `  "${route.path}",`,
    "  {",
    right && `    preValidation: auth.${right},`,
    "    schema: {",
    `      summary: "${summary(group, route)}",`,
    `      tags: ["${group.endpoint}"],`,
    right && `      security: ${right === "masterKey" ? "masterKey" : "userToken"},`,
    nest("      ", route.input),
    `      response: { ${route.success}, ...errorResponses(${statuses}) },`,
    "    },",
    "  },",
    nest("  ", route.handler),
    ");",
  );
}

/** With `--store-user`, only the creator or an administrator may change or delete an item. */
function isOwnersOnly({ storeUser }: GroupFacts, method: Method): boolean {
  return storeUser && (method === "update" || method === "destroy");
}

function summary(group: GroupFacts, { summary: text, method }: Route): string {
  const { rights, model } = group;
  const right = rights[method];
  const owner = isOwnersOnly(group, method) && right === "user";
  const notes = [
    owner ? "its creator or an administrator" : right && WHO[right],
    !model && `not implemented yet: ${STUBS[method]}`,
  ];
  const given = notes.filter((note) => typeof note === "string");
  return given.length > 0 ? `${text} (${given.join("; ")})` : text;
}

function createRoute(group: GroupFacts): Route {
  const { model, storeUser, one, many, type, userField, label } = group;
  return {
    verb: "post",
    method: "create",
    path: "/",
    summary: `Creates ${group.aLabel}`,
    input: `body: ${type}Body,`,
    success: `201: ${type}Schema`,
    // A stub answers 501 until its logic is written.
    errors: model ? [400] : [400, 501],
    handler: model
      ? [
          "async (request, reply) => {",
          storeUser && "  const user = currentUser(request);",
          "  const now = new Date();",
          `  const ${one} = await ${many}.insert({`,
          group.fields.length > 0 && `    ...${one}Fields(request.body),`,
          storeUser && `    ${userField}: user.id,`,
          "    createdAt: now,",
          "    updatedAt: now,",
          "  });",
          "  reply.status(201);",
          `  return ${one}View(${one}${storeUser ? ", user" : ""});`,
          "},",
        ]
      : [
          "async (_request, reply) => {",
          `  // Stub: store the ${label} of request.body here, then answer 201 with its view.`,
          `  return reply.status(501).send(errorBody(501, "POST /${group.endpoint} is not implemented yet"));`,
          "},",
        ],
  };
}

function indexRoute(group: GroupFacts): Route {
  const { model, getList, storeUser, one, many, type } = group;
  const rows = storeUser
    ? "views.map((row) => pickFields(row, fields))"
    : `found.map((${one}) => pickFields(${one}View(${one}), fields))`;
  return {
    verb: "get",
    method: "index",
    path: "/",
    summary: `Lists ${group.labels}`,
    input: `querystring: ${type}ListQuery,`,
    success: `200: ${type}ListSchema`,
    errors: [400],
    handler: model
      ? [
          "async (request) => {",
          "  const { filter, options, fields } = parseListQuery(request.query, listSpec);",
          getList
            ? `  const [found, count] = await Promise.all([${many}.find(filter, options), ${many}.count(filter)]);`
            : `  const found = await ${many}.find(filter, options);`,
          storeUser && "  const views = await Promise.all(found.map(view));",
          `  return ${getList ? `{ rows: ${rows}, count }` : rows};`,
          "},",
        ]
      : [
          "async () => {",
          `  // Stub: find the ${group.labels} matching request.query here.`,
          `  return ${getList ? "{ rows: [], count: 0 }" : "[]"};`,
          "},",
        ],
  };
}

function showRoute(group: GroupFacts, needs: RouteNeeds): Route {
  return {
    verb: "get",
    method: "show",
    path: "/:id",
    summary: `Shows ${group.aLabel}`,
    input: `params: ${group.type}Params,`,
    success: `200: ${group.type}Schema`,
    errors: [404],
    handler: group.model
      ? `async (request) => ${viewOf(group, needs, "await find(request.params.id)")},`
      : stub(`find the ${group.label} with request.params.id here.`, needs),
  };
}

function updateRoute(group: GroupFacts, needs: RouteNeeds, verb: "put" | "patch"): Route {
  const { one, type, model, storeUser, label, aLabel } = group;
  const withFields = group.fields.length > 0;
  const put = verb === "put";
  const changes = withFields ? `${one}${put ? "Fields" : "Changes"}(request.body)` : "{}";
  const updated = viewOf(group, needs, `await update(request.params.id, ${changes})`);
  return {
    verb,
    method: "update",
    path: "/:id",
    summary: put ? `Replaces the fields of ${aLabel}` : `Changes the given fields of ${aLabel}`,
    input: [`params: ${type}Params,`, `body: ${type}${put ? "Body" : "PatchBody"},`],
    success: `200: ${type}Schema`,
    errors: [400, 404],
    handler:
      model && storeUser
        ? [
            "async (request) => {",
            "  await findOwn(request.params.id, currentUser(request));",
            `  return ${updated};`,
            "},",
          ]
        : model
          ? `async (request) => ${updated},`
          : stub(
              `${put ? "replace the fields" : "change the fields sent"} of the ${label} with request.params.id here.`,
              needs,
            ),
  };
}

function destroyRoute(group: GroupFacts, needs: RouteNeeds): Route {
  return {
    verb: "delete",
    method: "destroy",
    path: "/:id",
    summary: `Deletes ${group.aLabel}`,
    input: `params: ${group.type}Params,`,
    success: '204: { type: "null", description: "Deleted" }',
    errors: [404],
    handler: group.model
      ? [
          "async (request, reply) => {",
          group.storeUser && "  await findOwn(request.params.id, currentUser(request));",
          `  if (!(await ${group.many}.remove(request.params.id))) ${needs.notFound}`,
          "  return reply.status(204).send(null);",
          "},",
        ]
      : stub(`delete the ${group.label} with request.params.id here, then answer 204.`, needs),
  };
}

function viewOf({ one }: GroupFacts, needs: RouteNeeds, document: string): string {
  return needs.view ? `view(${document})` : `${one}View(${document})`;
}

/** A route without a model: where its logic goes, and 404 until then. */
function stub(where: string, needs: RouteNeeds): Code {
  return ["async () => {", `  // Stub: ${where}`, `  ${needs.notFound}`, "},"];
}
