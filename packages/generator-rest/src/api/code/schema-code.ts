import type { GroupFacts } from "../group-context.js";
import { blocks, lines, nest, section } from "./lines.js";

/** The parts of a group's `schema.ts` that depend on its options. */
export interface SchemaCode {
  imports: string;
  /** The view's own fields, between `id` and the timestamps. */
  viewFields: string;
  /** The list, body, query and params schemas the group's routes take. */
  rest: string;
}

export function schemaCode(group: GroupFacts): SchemaCode {
  const { has, auth, toSrc, storeUser, type, fields } = group;
  const bodies = has.create || has.update;
  return {
    imports: lines(
      `import { Type${bodies ? ", type Static" : ""} } from "typebox";`,
      auth && bodies && `import { accessTokenField } from "${toSrc}/auth/access-token-field.js";`,
      has.index && `import { listQueryFields } from "${toSrc}/list-query/list-query-fields.js";`,
      storeUser && `import { PublicUserSchema } from "${toSrc}/users/schema.js";`,
    ),
    viewFields: lines(
      nest("  ", ...fields.map((field) => `${field.name}: ${field.viewSchema},`)),
      storeUser &&
        `  ${group.userField}: Type.Union([PublicUserSchema, Type.Null()], { description: "The creator; null once their account is deleted" }),`,
    ),
    rest: section(
      blocks(
        has.index ? listSchema(group) : "",
        bodies
          ? bodySchema(group, "Body", "The fields of POST and PUT; PUT replaces them all.", (field) =>
              field.required ? field.bodySchema : `Type.Optional(${field.bodySchema})`,
            )
          : "",
        has.update
          ? bodySchema(
              group,
              "PatchBody",
              "The fields of PATCH: only those sent change.",
              (field) => `Type.Optional(${field.bodySchema})`,
            )
          : "",
        has.index ? listQuery(group) : "",
        has.show || has.update || has.destroy
          ? lines(`export const ${type}Params = Type.Object({ id: Type.String() });`)
          : "",
      ),
    ),
  };
}

function listSchema({ type, getList }: GroupFacts): string {
  if (!getList) return lines(`export const ${type}ListSchema = Type.Array(Type.Partial(${type}Schema));`);
  return lines(
    `export const ${type}ListSchema = Type.Object({`,
    `  rows: Type.Array(Type.Partial(${type}Schema)),`,
    '  count: Type.Integer({ description: "Every match, ignoring page and limit" }),',
    "});",
  );
}

function bodySchema(
  { type, fields, auth }: GroupFacts,
  suffix: "Body" | "PatchBody",
  doc: string,
  schemaOf: (field: GroupFacts["fields"][number]) => string,
): string {
  return lines(
    `/** ${doc} */`,
    `export const ${type}${suffix} = Type.Object(`,
    "  {",
    nest("    ", ...fields.map((field) => `${field.name}: ${schemaOf(field)},`)),
    auth && "    ...accessTokenField,",
    "  },",
    "  { additionalProperties: false },",
    ");",
    "",
    `export type ${type}${suffix} = Static<typeof ${type}${suffix}>;`,
  );
}

function listQuery(group: GroupFacts): string {
  const { type, model, search, sortable, ALabel, one } = group;
  // With a model, sort and fields take the keys the list reads; a stub's list reads none yet.
  const keys = model ? `{ sortable: ${type}Sortable, view: ${one}ViewFields }` : "";
  const sortableList = model
    ? lines(
        `/** What \`sort\` may name: the fields the collection indexes. */`,
        `export const ${type}Sortable = ${group.js(sortable)};`,
      )
    : "";
  const query =
    search.length > 0
      ? lines(`export const ${type}ListQuery = Type.Object(listQueryFields(${keys}), { additionalProperties: false });`)
      : lines(
          `// ${ALabel} has no text field for q to search: the list takes the other parameters.`,
          `const { page, limit, sort, fields } = listQueryFields(${keys});`,
          "",
          `export const ${type}ListQuery = Type.Object({ page, limit, sort, fields }, { additionalProperties: false });`,
        );
  return blocks(sortableList, query);
}
