import type { GroupFacts } from "../group-context.js";
import { lines, nest, wrapList } from "./lines.js";

/** The parts of a group's model files (`<name>.ts`, its view, changes, fields and collection) that depend on its options. */
export interface ModelCode {
  /** The stored type's interfaces in `<name>.ts`. */
  storedType: string;
  /** In `<name>-changes.ts`: one line a field; undefined when the group has no such file. */
  changes: string | undefined;
  /** In `<name>-fields.ts`: one property a field, and the function's comment; undefined when there is no such file. */
  fields: { properties: string; doc: string } | undefined;
  view: ViewCode;
  /** The indexes of the collection (the arguments after its name: sorted fields, then searched ones), and the comment saying why. */
  indexes: { list: string; doc: string };
}

interface ViewCode {
  /** The imports of the creator's profile. */
  imports: string;
  /** `export const articleViewFields = [...] as const;`, written in schema.ts beside the schema whose fields it lists. */
  fieldList: string;
  /** The view function's parameters, and its comment. */
  params: string;
  doc: string;
  /** One property a field, the creator's profile included. */
  properties: string;
}

export function modelCode(group: GroupFacts): ModelCode {
  const { fields, has, storeUser, userField, search } = group;
  const withFields = fields.length > 0;
  return {
    storedType: storedType(group),
    changes:
      withFields && has.update
        ? lines(
            ...fields.map(
              (field) => `  if (body.${field.name} !== undefined) changes.${field.name} = ${field.fromBody("body")};`,
            ),
          )
        : undefined,
    fields:
      withFields && (has.create || has.update)
        ? {
            properties: lines(nest("    ", ...fields.map((field) => `${field.name}: ${field.fromFullBody("body")},`))),
            doc: fields.some((field) => !field.required) ? ": optional fields that were not sent are emptied" : "",
          }
        : undefined,
    view: viewCode(group),
    indexes: {
      // Every field a list may be sorted on has its index, so no list request sorts the whole collection.
      list:
        `[${[...group.sortable, ...(storeUser ? [userField] : [])].map((field) => `{ field: "${field}" }`).join(", ")}]` +
        (search.length > 0 ? `, ${JSON.stringify(search).replaceAll(",", ", ")}` : ""),
      doc: `, and for every sort a list takes${storeUser ? " and by creator" : ""}${search.length > 0 ? ", with the keyword index of `q`" : ""}`,
    },
  };
}

function storedType({ fields, storeUser, userField, type, ALabel }: GroupFacts): string {
  const doc = `/** ${ALabel} as kept in the store${storeUser ? `; \`${userField}\` is the id of the user who created it` : ""}. */`;
  const own = lines(storeUser && `  ${userField}: string;`, "  createdAt: Date;", "  updatedAt: Date;", "}");
  if (fields.length === 0) return lines(doc, `export interface ${type} {`) + own;
  return (
    lines(
      "/** The fields clients send. */",
      `export interface ${type}Fields {`,
      nest("  ", ...fields.map((field) => `${field.name}: ${field.storedType};`)),
      "}",
      "",
      doc,
      `export interface ${type} extends ${type}Fields {`,
    ) + own
  );
}

function viewCode({ fields, storeUser, userField, toSrc, one, type, aLabel }: GroupFacts): ViewCode {
  const names = [
    "id",
    ...fields.map((field) => field.name),
    ...(storeUser ? [userField] : []),
    "createdAt",
    "updatedAt",
  ];
  const quoted = names.map((name) => JSON.stringify(name));
  const open = `export const ${one}ViewFields = [`;
  return {
    imports: lines(
      storeUser && [
        `import type { StoredUser } from "${toSrc}/users/user.js";`,
        `import { publicUserView } from "${toSrc}/users/view.js";`,
      ],
    ),
    fieldList: wrapList(`${open}${quoted.join(", ")}] as const;`, open, quoted, "] as const;"),
    params: `${one}: Stored${type}${storeUser ? ", creator: StoredUser | null" : ""}`,
    doc: `${aLabel}${storeUser ? ", with its creator's public profile" : ""}`,
    properties: lines(
      nest("    ", ...fields.map((field) => `${field.name}: ${field.toView(one)},`)),
      storeUser && `    ${userField}: creator ? publicUserView(creator) : null,`,
    ),
  };
}
