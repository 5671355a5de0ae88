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
    /** `creatorView`: the public profile of a document's creator, for its view or an expanded one's. */
    creatorView: boolean;
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
  /** The security requirements the routes name. */
  security: { masterKey: boolean; userToken: boolean };
  route: Record<Method, RouteAccess>;
  /** The function a route makes its answer with: `view` when the creator's profile is looked up. */
  viewName: string;
  /** What PUT and PATCH store of their body: `articleModel.fieldsOf(request.body)`; `{}` for a group without fields. */
  changes: { put: string; patch: string };
  /** What the routes do with references. */
  references: {
    /** `checkReferences`: a body naming no document answers 400. */
    check: boolean;
    /** `expanded`: `?expand=` answers the documents named. */
    expand: boolean;
    /** The models of other groups whose collections the routes look references up in. */
    opens: { name: string; path: string; many: string }[];
    /** What the routes import besides the group's own model (models, view functions), and what the model imports (the schemas of expanded documents). */
    imports: { name: string; path: string }[];
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
  // 404: a cursor that names no page of the list.
  index: [400, 404],
  show: [404],
  update: [400, 404],
  destroy: [404],
};

export function routePlan(group: GroupFacts): RoutePlan {
  const { model, has, storeUser, rights, type, one, refs, expand } = group;
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
  const creatorView = view || (expanding && expanded.some((target) => target.creator !== undefined));
  const modelName = `${one}Model`;
  const opens = distinctByName(looked.flatMap((ref) => (ref.open ? [{ ...ref.open, many: ref.many }] : [])));
  // What an expression such as `productModel.view` needs imported: the name before its first dot.
  const importsOf = (expression: string, target: (typeof expanded)[number]) =>
    target.imports.filter((module) => module.name === expression.split(".")[0]);
  return {
    needs: {
      find,
      view,
      creatorView,
      owner,
      httpError: model ? find || has.update || has.destroy : id,
      storedType: find || view || (model && expanding && has.index),
      id,
      body: has.create || has.update,
    },
    uses: [
      model && "store",
      (creatorView || looked.some((ref) => ref.user)) && "users",
      (guards.some((right) => right !== undefined) || guarded.length > 0) && "auth",
    ].filter((name) => typeof name === "string"),
    security: {
      masterKey: guards.includes("masterKey"),
      userToken: guards.some((right) => right !== undefined && right !== "masterKey"),
    },
    route: Object.fromEntries(METHODS.map((method) => [method, routeAccess(group, method)])) as Record<
      Method,
      RouteAccess
    >,
    viewName: view ? "view" : `${modelName}.view`,
    changes: {
      put: group.fields.length > 0 ? `${modelName}.fieldsOf(request.body)` : "{}",
      patch: group.fields.length > 0 ? `${modelName}.changesOf(request.body)` : "{}",
    },
    references: {
      check,
      expand: expanding,
      opens,
      imports: distinctByName([
        ...opens.map(({ name, path }) => ({ name, path })),
        ...(expanding ? expanded.flatMap((target) => importsOf(target.view, target)) : []),
        ...(creatorView || (storeUser && model && has.create)
          ? [{ name: "publicUserView", path: `${group.toSrc}/users/view.js` }]
          : []),
      ]),
      // The creator's schema is imported already where the group stores its creator.
      schemas: distinctByName(
        expanded
          .flatMap((target) => importsOf(target.schema, target))
          .filter((schema) => !(storeUser && schema.name === "PublicUserSchema")),
      ),
      pattern: `^(?:${expand.join("|")})(?:,(?:${expand.join("|")}))*$`,
      guarded,
      guardedExpand: expanding && refs.some((ref) => ref.expand && ref.read),
      guardedCheck: check && refs.some((ref) => ref.read),
    },
    listRow:
      storeUser && expanding
        ? `async (row: Stored${type}) => expanded(await view(row), expand)`
        : storeUser
          ? "view"
          : expanding
            ? `(row: Stored${type}) => expanded(${modelName}.view(row), expand)`
            : undefined,
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
  // 409 where a write meets a unique field's value that another document holds, or names a document that is not there.
  const taken =
    model &&
    (method === "create" || method === "update") &&
    fields.some((field) => field.unique || field.type === "ref");
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
