import type { GroupFacts } from "../group-context.js";
import { blocks, indent, lines, wrapList } from "./lines.js";
import { methodRoutes } from "./method-routes.js";
import { routeNeeds, type RouteNeeds } from "./route-needs.js";

/** The parts of a group's `routes.ts` that depend on its options. */
export interface RoutesCode {
  /** Imports, the list spec and the security requirements. */
  head: string;
  /** What the plugin takes from the app: `, { store, auth }`. */
  context: string;
  /** The plugin's body: the collection, its helpers, then one route per method. */
  body: string;
}

export function routesCode(group: GroupFacts): RoutesCode {
  const needs = routeNeeds(group);
  const context = [group.model && "store", needs.view && "users", needs.guarded && "auth"].filter(
    (name) => name !== false,
  );
  return {
    head: blocks(imports(group, needs), listSpec(group), securityRequirements(group)),
    context: context.length > 0 ? `, { ${context.join(", ")} }` : "",
    body: indent(blocks(opening(group), helpers(group, needs), ...methodRoutes(group, needs)), "    "),
  };
}

function imports(group: GroupFacts, needs: RouteNeeds): string {
  const { has, model, storeUser, toSrc, toApi, type, one, name } = group;
  const withFields = group.fields.length > 0;
  const schemas = [
    (has.create || has.update) && `${type}Body`,
    has.index && `${type}ListQuery`,
    has.index && `${type}ListSchema`,
    needs.id && `${type}Params`,
    has.update && `${type}PatchBody`,
    (has.create || has.show || has.update) && `${type}Schema`,
    model && has.index && `${type}Sortable`,
    model && has.index && `${one}ViewFields`,
  ].filter((schema) => schema !== false);
  return (
    lines(
      storeUser && `import { currentUser } from "${toSrc}/auth/current-user.js";`,
      !model && has.create && `import { errorBody } from "${toSrc}/errors/error-body.js";`,
      `import { errorResponses } from "${toSrc}/errors/error-schemas.js";`,
      needs.httpError && `import { HttpError } from "${toSrc}/errors/http-error.js";`,
      model &&
        has.index && [
          `import { parseListQuery } from "${toSrc}/list-query/parse-list-query.js";`,
          `import { pickFields } from "${toSrc}/list-query/pick-fields.js";`,
        ],
      `import type { ApiGroup } from "${toApi}/api-group.js";`,
      needs.owner && `import type { StoredUser } from "${toSrc}/users/user.js";`,
      model && has.update
        ? `import type { ${type}, Stored${type} } from "./${name}.js";`
        : needs.storedType && `import type { Stored${type} } from "./${name}.js";`,
      model && withFields && has.update && `import { ${one}Changes } from "./${name}-changes.js";`,
      model && withFields && (has.create || has.update) && `import { ${one}Fields } from "./${name}-fields.js";`,
      model && `import { open${group.types} } from "./open-${group.collection}.js";`,
    ) +
    wrapList(`import { ${schemas.join(", ")} } from "./schema.js";`, "import {", schemas, `} from "./schema.js";`) +
    lines(model && `import { ${one}View } from "./view.js";`)
  );
}

function listSpec({ model, has, search, type, one, js }: GroupFacts): string {
  return lines(
    model &&
      has.index && [
        "const listSpec = {",
        `  search: ${js(search)},`,
        `  sortable: ${type}Sortable,`,
        `  view: ${one}ViewFields,`,
        "};",
      ],
  );
}

function securityRequirements({ rights }: GroupFacts): string {
  const guards = Object.values(rights);
  return lines(
    guards.includes("masterKey") && "const masterKey = [{ masterKey: [] }];",
    guards.some((right) => right !== undefined && right !== "masterKey") && "const userToken = [{ userToken: [] }];",
  );
}

function opening({ model, many, types, labels }: GroupFacts): string {
  if (model) return lines(`const ${many} = await open${types}(store);`);
  return lines(
    `// Stubs: ${labels} have no model yet. Each route below marks where its logic goes;`,
    "// until then POST answers 501, the list is empty and every id is unknown.",
  );
}

function helpers(group: GroupFacts, needs: RouteNeeds): string {
  const { one, many, type, label, userField } = group;
  return blocks(
    lines(
      needs.find && [
        `/** The ${label} with this id; 404 when there is none. */`,
        `const find = async (id: string): Promise<Stored${type}> => {`,
        `  const ${one} = await ${many}.findById(id);`,
        `  if (!${one}) ${needs.notFound}`,
        `  return ${one};`,
        "};",
      ],
    ),
    lines(
      needs.view && [
        "/** The view, with the public profile of the creator. */",
        `const view = async (${one}: Stored${type}) => ${one}View(${one}, await users.findById(${one}.${userField}));`,
      ],
    ),
    lines(
      needs.owner && [
        `/** Only the creator of ${group.aLabel} or an administrator may change it. */`,
        `const findOwn = async (id: string, user: StoredUser): Promise<Stored${type}> => {`,
        `  const ${one} = await find(id);`,
        `  if (user.role !== "admin" && user.id !== ${one}.${userField}) {`,
        `    throw new HttpError(403, "Only the creator of this ${label} or an administrator may change it");`,
        "  }",
        `  return ${one};`,
        "};",
      ],
    ),
    lines(
      group.model &&
        group.has.update && [
          "/** Sets the changes and the update time. */",
          `const update = async (id: string, changes: Partial<${type}>): Promise<Stored${type}> => {`,
          `  const updated = await ${many}.update(id, { ...changes, updatedAt: new Date() });`,
          `  if (!updated) ${needs.notFound}`,
          "  return updated;",
          "};",
        ],
    ),
  );
}
