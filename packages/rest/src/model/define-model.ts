import { Type, type TObject, type TProperties, type TSchema, type TString } from "typebox";
import type { FieldFilter } from "../list-query/list-filters.js";
import type { ListSpec } from "../list-query/parse-list-query.js";
import { listAnswer, listQueryFields } from "../list-query/list-query-fields.js";
import type { Collection, Index, Store, Stored } from "../store/store.js";
import {
  bodySchema,
  fieldFilter,
  isSortable,
  type ModelField,
  storedValue,
  viewSchema,
  viewValue,
} from "./model-field.js";

/** The user who created each document: the stored field holding their id and their public view. */
export interface CreatorField<N extends string = string> {
  field: N;
  view: TSchema;
}

/** What a model declares: its collection, its fields, and what every body carries besides them. */
export interface ModelSpec<F extends Record<string, ModelField>, C extends string = never> {
  /** The collection's name, `products`. */
  collection: string;
  fields: F;
  creator?: CreatorField<C>;
  /** Properties every POST, PUT and PATCH body takes besides the fields, such as `accessToken`. */
  bodyFields?: TProperties;
  /** Whether lists answer `{ rows, count }` instead of an array with headers. */
  rowsAndCount?: boolean;
}

/** The stored fields a client sends, inferred from the declaration. */
export type ModelFields<F extends Record<string, ModelField>> = {
  [K in keyof F]: F[K] extends ModelField<infer T> ? T : never;
};

/** A document as kept in the store, without its id. */
export type ModelDocument<F extends Record<string, ModelField>, C extends string = never> = ModelFields<F> & {
  [K in C]: string;
} & { createdAt: Date; updatedAt: Date };

/** Everything a group derives from its fields. */
export interface Model<F extends Record<string, ModelField>, C extends string = never> {
  fields: F;
  /** The view: id, fields, creator, timestamps. */
  schema: TObject;
  /** The keys of the view, in order: what `fields=` may name. */
  viewFields: readonly string[];
  /** POST and PUT: required fields must be sent; PUT replaces them all. */
  body: TObject;
  /** PATCH: only the fields sent change. */
  patch: TObject;
  /** The answer of a list. */
  listSchema: TSchema;
  /** The query of a list: q (where a field is text), sort, fields, page, filters, and expand where references do. */
  listQuery: TSchema;
  /** The query of one document's route, where references may be expanded. */
  showQuery: TSchema | undefined;
  /** The path of one document's routes: its id. */
  params: TObject<{ id: TString }>;
  /** What `sort` may name: the indexed fields and the timestamps. */
  sortable: string[];
  filters: Record<string, FieldFilter>;
  /** The text fields `q` searches. */
  search: string[];
  /** What parseListQuery and answerList read: search, sortable, view and filters. */
  listSpec: ListSpec<string>;
  indexes: Index[];
  /** The references `?expand=` may name. */
  expand: string[];
  /** The references a validated query's `expand` names, in its order. */
  expandOf(query: unknown): string[];
  open(store: Store): Promise<Collection<ModelDocument<F, C>>>;
  /** The stored fields of a POST or PUT body: optional fields that were not sent are emptied. */
  fieldsOf(body: Record<string, unknown>): ModelFields<F>;
  /** The stored fields of a PATCH body: only the fields sent. */
  changesOf(body: Record<string, unknown>): Partial<ModelFields<F>>;
  /** What clients see of a document; `creator` is the creator's view where the model has one. */
  view(document: Stored<ModelDocument<F, C>>, creator?: unknown): Record<string, unknown>;
}

/** Declares a group's fields once; its schemas, stored type, indexes and conversions follow from them. */
export function defineModel<F extends Record<string, ModelField>, C extends string = never>(
  spec: ModelSpec<F, C>,
): Model<F, C> {
  const entries = Object.entries(spec.fields);
  const creator = spec.creator;
  const schema = Type.Object({
    id: Type.String(),
    ...Object.fromEntries(entries.map(([name, field]) => [name, viewSchema(name, field)])),
    ...(creator
      ? {
          [creator.field]: Type.Union([creator.view, Type.Null()], {
            description: "The creator; null once their account is deleted",
          }),
        }
      : {}),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
  });
  const viewFields = Object.keys(schema.properties);
  const body = Type.Object(
    {
      ...Object.fromEntries(
        entries.map(([name, field]) => [name, field.required ? bodySchema(field) : Type.Optional(bodySchema(field))]),
      ),
      ...spec.bodyFields,
    },
    { additionalProperties: false },
  );
  const patch = Type.Object(
    {
      ...Object.fromEntries(entries.map(([name, field]) => [name, Type.Optional(bodySchema(field))])),
      ...spec.bodyFields,
    },
    { additionalProperties: false },
  );
  const sortable = [
    ...entries.filter(([, field]) => isSortable(field)).map(([name]) => name),
    "createdAt",
    "updatedAt",
  ];
  // Filters run on the sort's index, so a list filters by what it sorts by.
  const filters: Record<string, FieldFilter> = Object.fromEntries([
    ...entries.filter(([, field]) => isSortable(field)).map(([name, field]) => [name, fieldFilter(field)]),
    ...(creator ? [[creator.field, { type: "id" }]] : []),
    ["createdAt", { type: "datetime" }],
    ["updatedAt", { type: "datetime" }],
  ]);
  const search = entries.filter(([, field]) => field.kind === "string" || field.kind === "text").map(([name]) => name);
  const refs = entries.filter(([, field]) => field.kind === "ref").map(([name]) => name);
  // Every field a list may be sorted on has its index, so no list request sorts the whole collection; lists sort by
  // -createdAt unless asked otherwise, also when they hold one creator's documents or one reference's. The default
  // sort's index covers every other field a list filters on, so a filtered list in that order reads them there.
  const indexes: Index[] = [
    ...sortable.map((name) =>
      name === "createdAt"
        ? { field: name, covers: Object.keys(filters).filter((filter) => filter !== name) }
        : { field: name },
    ),
    ...[...(creator ? [creator.field] : []), ...refs].map((within) => ({ field: "createdAt", within })),
    ...entries.filter(([, field]) => field.unique).map(([name]) => ({ field: name, unique: true as const })),
  ];
  const expand = entries.filter(([, field]) => field.ref?.view !== undefined).map(([name]) => name);
  const expandField: TProperties =
    expand.length === 0
      ? {}
      : {
          expand: Type.Optional(
            Type.String({
              pattern: `^(?:${expand.join("|")})(?:,(?:${expand.join("|")}))*$`,
              "x-expected": `be comma-separated references among ${expand.join(", ")}`,
              description: "References answered as their documents, comma-separated",
            }),
          ),
        };
  const listFields = { ...listQueryFields({ sortable, view: viewFields, filters }), ...expandField };
  const listQuery =
    search.length > 0
      ? Type.Object(listFields, { additionalProperties: false })
      : // Without a text field, q has nothing to search: the list takes the other parameters.
        Type.Omit(Type.Object(listFields), ["q"], { additionalProperties: false });
  return {
    fields: spec.fields,
    schema,
    viewFields,
    body,
    patch,
    listSchema: spec.rowsAndCount
      ? Type.Object(
          {
            rows: Type.Array(Type.Partial(schema)),
            count: Type.Integer({ description: "Every match, ignoring page and limit" }),
          },
          listAnswer,
        )
      : Type.Array(Type.Partial(schema), listAnswer),
    listQuery,
    showQuery: expand.length === 0 ? undefined : Type.Object(expandField, { additionalProperties: false }),
    sortable,
    filters,
    search,
    listSpec: { search, sortable, view: viewFields, filters },
    indexes,
    params: Type.Object({ id: Type.String() }),
    expand,
    expandOf: (query) => {
      const named = (query as { expand?: unknown } | undefined)?.expand;
      return typeof named === "string" ? named.split(",") : [];
    },
    open: (store) =>
      store.collection<ModelDocument<F, C>>(spec.collection, indexes, search.length > 0 ? search : undefined),
    fieldsOf: (sent) =>
      Object.fromEntries(
        entries.map(([name, field]) => {
          const value = sent[name];
          // A PUT replaces every field: an optional one not sent is emptied, to null or to an empty list.
          if (value === undefined) return [name, field.array ? [] : null];
          return [name, storedValue(field, value)];
        }),
      ) as ModelFields<F>,
    changesOf: (sent) =>
      Object.fromEntries(
        entries.flatMap(([name, field]) => (sent[name] === undefined ? [] : [[name, storedValue(field, sent[name])]])),
      ) as Partial<ModelFields<F>>,
    view: (document, creatorView) => {
      const stored = document as unknown as Record<string, unknown>;
      return {
        id: document.id,
        ...Object.fromEntries(entries.map(([name, field]) => [name, viewValue(field, stored[name])])),
        ...(creator ? { [creator.field]: creatorView ?? null } : {}),
        createdAt: document.createdAt.toISOString(),
        updatedAt: document.updatedAt.toISOString(),
      };
    },
  };
}
