import type { GroupFacts } from "./group-facts.js";
import type { Right } from "./method-right.js";
import { distinctByName } from "./distinct-by-name.js";
import { METHODS, type Method } from "./methods.js";

/** How one method's route is guarded and documented. */
export interface RouteAccess {
  /** The auth guard of `preValidation`; undefined for a public route. */
  guard: Right;
  /** The security requirement the document shows for the guard. */
  security: "masterKey" | "userToken" | undefined;
  /** What the summary adds after its text, e.g. ` (signed-in users; not implemented yet: answers 501)`. */
  note: string;
  /** The error statuses the route documents, e.g. `400, 401, 503`. */
  statuses: string;
}

/** What the group's routes and schemas need besides the answers: helpers, imports, guards. */
export interface RoutePlan {
  needs: {
    /** `find`: the document with an id, or 404. */
    find: boolean;
    /** `view`: a view with the creator's public profile. */
    view: boolean;
    /** `findOwn`: only the creator or an administrator may change a document. */
    owner: boolean;
    httpError: boolean;
    /** A helper names the stored type. */
    storedType: boolean;
    /** Some route takes an id. */
    id: boolean;
    /** The request bodies of POST and PUT. */
    body: boolean;
  };
  /** What the plugin takes from the app, e.g. `["store", "auth"]`. */
  uses: string[];
  /** What routes.ts imports from schema.ts. */
  schemaNames: string[];
  /** The security requirements the routes name. */
  security: { masterKey: boolean; userToken: boolean };
  route: Record<Method, RouteAccess>;
  /** The function a route makes its answer with: `view` when the creator's profile is looked up. */
  viewName: string;
  /** What PUT and PATCH store of their body: `articleFields(request.body)`; `{}` for a group without fields. */
  changes: { put: string; patch: string };
  /** What the routes do with references. */
  references: {
    /** `checkReferences`: a body naming no document answers 400. */
    check: boolean;
    /** `expanded`: `?expand=` answers the documents named. */
    expand: boolean;
    /** The collections of other groups the routes look references up in. */
    opens: { name: string; path: string; many: string }[];
    /** The view functions of expanded documents, and the schemas of them, with where they are. */
    views: { name: string; path: string }[];
    schemas: { name: string; path: string }[];
    /** The pattern of `expand`: the references it may name, comma-separated. */
    pattern: string;
    /**
     * The references looked up whose groups not everyone may read, with the guard of each group's reads:
     * `readRights`, which filters what `expand` names and which references a body may name.
     */
    guarded: { field: string; guard: string }[];
    /** Whether `expand` must be filtered by `readRights`, and whether `checkReferences` takes what passed it. */
    guardedExpand: boolean;
    guardedCheck: boolean;
  };
  /** The function a list maps its stored rows with, when their views are looked up or expanded. */
  listRow: string | undefined;
  /**
   * The collection's indexes: every key a list may sort on, the default sort within each creator and each reference,
   * and a unique one for each unique field. The default sort's index covers every other field a list filters on, so a
   * filtered list in that order reads them there.
   */
  indexes: { field: string; unique?: true; covers?: string[]; within?: string }[];
}

const WHO = { masterKey: "master key", admin: "administrators only", user: "signed-in users" };
const STUBS: Record<Method, string> = {
  create: "answers 501",
  index: "the list is empty",
  show: "answers 404",
  update: "answers 404",
  destroy: "answers 404",
};
/** Error statuses besides those of the guard and the store. */
const ERRORS: Record<Method, number[]> = {
  create: [400],
  index: [400],
  show: [404],
  update: [400, 404],
  destroy: [404],
};

export function routePlan(group: GroupFacts): RoutePlan {
  const { model, has, storeUser, rights, type, one, userField, refs, expand } = group;
  const check = model && refs.length > 0 && (has.create || has.update);
  const expanding = expand.length > 0;
  const looked = refs.filter((ref) => check || (expanding && ref.expand));
  const guarded = looked.flatMap((ref) => (ref.read ? [{ field: ref.field, guard: ref.read }] : []));
  const expanded = refs.flatMap((ref) => (ref.expand ? [ref.expand] : []));
  const owner = storeUser && (has.update || has.destroy);
  const find = model && (has.show || owner);
  const view = storeUser && (has.index || has.show || has.update);
  const id = has.show || has.update || has.destroy;
  const guards = Object.values(rights);
  const schemaNames = [
    (has.create || has.update) && `${type}Body`,
    model && has.index && `${type}Filters`,
    has.index && `${type}ListQuery`,
    has.index && `${type}ListSchema`,
    id && `${type}Params`,
    has.update && `${type}PatchBody`,
    (has.create || has.show || has.update) && `${type}Schema`,
    expanding && has.show && `${type}ShowQuery`,
    model && has.index && `${type}Sortable`,
    model && has.index && `${one}ViewFields`,
  ];
  return {
    needs: {
      find,
      view,
      owner,
      httpError: model ? find || has.update || has.destroy : id,
      storedType: find || view,
      id,
      body: has.create || has.update,
    },
    uses: [
      model && "store",
      (view || looked.some((ref) => ref.user || ref.expand?.creator)) && "users",
      (guards.some((right) => right !== undefined) || guarded.length > 0) && "auth",
    ].filter((name) => typeof name === "string"),
    schemaNames: schemaNames.filter((name) => typeof name === "string"),
    security: {
      masterKey: guards.includes("masterKey"),
      userToken: guards.some((right) => right !== undefined && right !== "masterKey"),
    },
    route: Object.fromEntries(METHODS.map((method) => [method, routeAccess(group, method)])) as Record<
      Method,
      RouteAccess
    >,
    viewName: view ? "view" : `${one}View`,
    changes: {
      put: group.fields.length > 0 ? `${one}Fields(request.body)` : "{}",
      patch: group.fields.length > 0 ? `${one}Changes(request.body)` : "{}",
    },
    references: {
      check,
      expand: expanding,
      opens: distinctByName(looked.flatMap((ref) => (ref.open ? [{ ...ref.open, many: ref.many }] : []))),
      views: expanding ? distinctByName(expanded.map((target) => ({ name: target.view, path: target.viewPath }))) : [],
      // The creator's schema is imported already where the group stores its creator.
      schemas: distinctByName(
        expanded
          .map((target) => ({ name: target.schema, path: target.schemaPath }))
          .filter((schema) => !(storeUser && schema.name === "PublicUserSchema")),
      ),
      pattern: `^(?:${expand.join("|")})(?:,(?:${expand.join("|")}))*$`,
      guarded,
      guardedExpand: expanding && refs.some((ref) => ref.expand && ref.read),
      guardedCheck: check && refs.some((ref) => ref.read),
    },
    listRow:
      storeUser && expanding
        ? "async (row) => expanded(await view(row), expand)"
        : storeUser
          ? "view"
          : expanding
            ? `(row) => expanded(${one}View(row), expand)`
            : undefined,
    // Every field a list may be sorted on has its index, so no list request sorts the whole collection; lists sort by
    // -createdAt unless asked otherwise, also when they hold one creator's documents or one reference's.
    indexes: [
      ...group.sortable.map((field) =>
        field === "createdAt"
          ? { field, covers: Object.keys(group.filters).filter((filter) => filter !== field) }
          : { field },
      ),
      ...[...(storeUser ? [userField] : []), ...refs.map((ref) => ref.field)].map((within) => ({
        field: "createdAt",
        within,
      })),
      ...group.fields.filter((field) => field.unique).map((field) => ({ field: field.name, unique: true as const })),
    ],
  };
}

function routeAccess({ rights, model, storeUser, fields }: GroupFacts, method: Method): RouteAccess {
  const right = rights[method];
  const ownersOnly = storeUser && (method === "update" || method === "destroy");
  // 401 without valid credentials; 403 for a signed-in user who is not an administrator or not the creator.
  const refused = right === "admin" || (right === "user" && ownersOnly);
  // 503 where the store is asked: by the route's model, or by a guard looking the user up.
  const stored = model || (right !== undefined && right !== "masterKey");
  // A stub answers 501 until its logic is written.
  const errors = method === "create" && !model ? [400, 501] : ERRORS[method];
  // 409 where a write meets a unique field's value that another document holds.
  const taken = model && (method === "create" || method === "update") && fields.some((field) => field.unique);
  const notes = [
    ownersOnly && right === "user" ? "its creator or an administrator" : right && WHO[right],
    !model && `not implemented yet: ${STUBS[method]}`,
  ].filter((note) => typeof note === "string");
  return {
    guard: right,
    security: right === undefined ? undefined : right === "masterKey" ? "masterKey" : "userToken",
    note: notes.length > 0 ? ` (${notes.join("; ")})` : "",
    statuses: [
      ...errors,
      ...(right ? [401] : []),
      ...(refused ? [403] : []),
      ...(taken ? [409] : []),
      ...(stored ? [503] : []),
    ]
      .sort((a, b) => a - b)
      .join(", "),
  };
}
