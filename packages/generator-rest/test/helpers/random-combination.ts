import fc from "fast-check";
import type { Combination } from "../../scripts/template-check/combinations.js";
import type { ApiAnswers, ApiContext } from "../../src/api/api-answers.js";
import { API_SETTINGS } from "../../src/api/api-settings.js";
import { mayPass, readRight, rightOf } from "../../src/api/method-right.js";
import { METHODS, type Method } from "../../src/api/methods.js";

/** Group names, each drawn once a project: a reserved word and a two-word name among them. */
const NAMES = ["article", "blog-post", "class", "person", "tag"];
/** Field names none of which is a built-in field, a client option or a list parameter. */
const FIELD_NAMES = ["title", "body", "price", "tags", "at", "done", "rank", "mail", "home", "state", "day"];
const SINGLE_TYPES = ["string", "text", "integer", "number", "boolean", "date", "datetime", "email", "url", "enum"];

interface DrawnGroup {
  name: string;
  methods: Method[];
  rights: ("master-methods" | "admin-methods" | "user-methods" | "none")[];
  model: boolean;
  fields: { name: string; type: string; array: boolean; required: boolean; modifier: "" | "@indexed" | "@unique" }[];
  refs: { target: number; required: boolean }[];
  storeUser: boolean;
  getList: boolean;
}

const drawnGroup: fc.Arbitrary<DrawnGroup> = fc.record({
  name: fc.constant(""),
  methods: fc.subarray([...METHODS], { minLength: 1 }),
  rights: fc.array(fc.constantFrom("master-methods", "admin-methods", "user-methods", "none"), {
    minLength: 5,
    maxLength: 5,
  }),
  // Mostly stored documents: a group without a model has stubs, and nothing to reference.
  model: fc.nat(4).map((n) => n > 0),
  fields: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom(...FIELD_NAMES),
      type: fc.constantFrom(...SINGLE_TYPES),
      array: fc.boolean(),
      required: fc.boolean(),
      modifier: fc.constantFrom("" as const, "@indexed" as const, "@unique" as const),
    }),
    { selector: (field) => field.name, maxLength: 5 },
  ),
  // At least one a group: the project's own tests must hold with references whatever the draw.
  refs: fc.array(fc.record({ target: fc.nat(5), required: fc.boolean() }), { minLength: 1, maxLength: 2 }),
  storeUser: fc.boolean(),
  getList: fc.boolean(),
});

/**
 * A project with authentication (or without, one time in four) and three or four groups of
 * random methods, rights, fields of every type with modifiers, references to each other, to users
 * and to themselves, stored creators and list shapes: what `rest:api` accepts, as its options.
 */
export const randomCombination: fc.Arbitrary<Combination> = fc
  .record({ auth: fc.nat(3).map((n) => n > 0), groups: fc.array(drawnGroup, { minLength: 3, maxLength: 4 }) })
  .map(({ auth, groups }): Combination => {
    const made: Rights[] = [];
    const args = groups.map((group, index) => {
      const name = NAMES[index] ?? `group-${index}`;
      const line = groupArgs({ ...group, name }, auth, made);
      made.push(rightsOf({ ...group, name }, auth));
      return line;
    });
    return { name: "random", app: auth ? [] : ["--no-auth"], groups: args };
  });

const PUBLIC_METHODS = API_SETTINGS.find((setting) => setting.key === "publicMethods");
const NO_GROUPS = { groups: {} } as unknown as ApiContext;

/** What rest:api decides who may call, and read, from a drawn group's options. */
type Rights = Pick<
  ApiAnswers,
  "name" | "model" | "methods" | "masterMethods" | "adminMethods" | "userMethods" | "publicMethods" | "storeUser"
>;

function rightsOf(group: DrawnGroup, auth: boolean): Rights {
  const lists = { masterMethods: [] as Method[], adminMethods: [] as Method[], userMethods: [] as Method[] };
  const keys = {
    "master-methods": "masterMethods",
    "admin-methods": "adminMethods",
    "user-methods": "userMethods",
  } as const;
  group.methods.forEach((method, index) => {
    const right = group.rights[index] ?? "none";
    if (auth && right !== "none") lists[keys[right]].push(method);
  });
  const storeUser = group.storeUser && group.model && [...lists.userMethods, ...lists.adminMethods].includes("create");
  if (storeUser) lists.masterMethods = lists.masterMethods.filter((m) => m !== "update" && m !== "destroy");
  // What --public-methods takes when not given: rest:api's own default, or every method without authentication.
  const publicMethods = auth
    ? (PUBLIC_METHODS?.default({ methods: group.methods, ...lists }, NO_GROUPS) as Method[])
    : group.methods;
  return { name: group.name, model: group.model, methods: group.methods, storeUser, publicMethods, ...lists };
}

/** Whether every write of a group lets in a caller who may read what a reference to `target` names, as rest:api requires. */
function mayName(writer: Rights, target: Rights, auth: boolean): boolean {
  const read = auth ? readRight(target as ApiAnswers) : undefined;
  return (["create", "update"] as const).every(
    (method) => !writer.methods.includes(method) || mayPass(rightOf(method, writer as ApiAnswers), read),
  );
}

function groupArgs(group: DrawnGroup, auth: boolean, earlier: readonly Rights[]): string[] {
  const own = rightsOf(group, auth);
  const rights: Record<string, Method[]> = {
    "master-methods": own.masterMethods,
    "admin-methods": own.adminMethods,
    "user-methods": own.userMethods,
  };
  const storeUser = own.storeUser;
  const fields = group.fields.map((field) => {
    const type = field.type === "enum" ? "enum(draft|published|old.one)" : field.type;
    // What parseFields refuses: lists of texts, modifiers on lists and texts, unique values of a few.
    const array = field.array && field.type !== "text";
    const modifier =
      array || field.type === "text" || (field.modifier === "@unique" && ["boolean", "enum"].includes(field.type))
        ? ""
        : field.modifier;
    return `${field.name}:${type}${array ? "[]" : ""}${field.required ? "!" : ""}${modifier}`;
  });
  const targets = [
    ...earlier.filter((other) => other.model && mayName(own, other, auth)).map((other) => other.name),
    ...(auth ? ["user"] : []),
    ...(group.model && mayName(own, own, auth) ? [group.name] : []),
  ];
  group.refs.forEach((ref, index) => {
    const target = targets[ref.target % Math.max(targets.length, 1)];
    if (target === undefined) return;
    // A reference to its own group is optional: the first document could name none.
    const required = ref.required && target !== group.name;
    fields.push(`ref${index}:ref(${target})${required ? "!" : ""}`);
  });
  return [
    group.name,
    ...["--methods", group.methods.join(",")],
    ...Object.entries(rights).flatMap(([option, methods]) =>
      methods.length > 0 ? [`--${option}`, methods.join(",")] : [],
    ),
    group.model ? "--model" : "--no-model",
    ...["--fields", fields.join(",")],
    ...(storeUser ? ["--store-user"] : []),
    group.getList ? "--get-list" : "--no-get-list",
  ];
}
