import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { Type } from "typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FieldFilter } from "../src/list-query/list-filters.js";
import { listAnswer, listQueryFields } from "../src/list-query/list-query-fields.js";
import { defineModel } from "../src/model/define-model.js";
import { field, type ModelField } from "../src/model/model-field.js";
import { DuplicateKeyError } from "../src/store/duplicate-key-error.js";
import { createSqliteStore } from "../src/store/sqlite-store.js";
import { nonBlankText, storableText } from "../src/validation/text-patterns.js";

const accessTokenField = { accessToken: Type.Optional(Type.String({ description: "The access token" })) };

const product = defineModel({
  collection: "products",
  fields: {
    name: field.string({ required: true, unique: true }),
    price: field.integer({ indexed: true }),
    status: field.enum(["draft", "published"], { indexed: true }),
    released: field.date(),
    body: field.text(),
  },
  bodyFields: accessTokenField,
});

const PublicUserSchema = Type.Object({ id: Type.String(), name: Type.String() });

const review = defineModel({
  collection: "reviews",
  fields: {
    product: field.ref({ path: "/products", label: "a product", view: product.schema }, { required: true }),
    stars: field.integer({ required: true }),
  },
  creator: { field: "author", view: PublicUserSchema },
  rowsAndCount: true,
});

// What `rest:api product --fields "name:string!@unique,price:integer@indexed,status:enum(draft|published)@indexed,
// released:date,body:text"` wrote in its schema.ts before groups declared a model, as written there: the model must
// derive the same schemas, so that projects' documents and clients keep their contract. Since then, text patterns say
// white space as JavaScript reads it, and that no text holds a NUL character.
const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Union([Type.Enum(["draft", "published"]), Type.Null()]),
  released: Type.Union([Type.String({ format: "date" }), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
const productViewFields = ["id", "name", "price", "status", "released", "body", "createdAt", "updatedAt"] as const;
const ProductBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, ...nonBlankText }),
    price: Type.Optional(Type.Integer()),
    status: Type.Optional(Type.Enum(["draft", "published"])),
    released: Type.Optional(Type.String({ format: "date" })),
    body: Type.Optional(Type.String({ maxLength: 10000, ...storableText })),
    ...accessTokenField,
  },
  { additionalProperties: false },
);
const ProductPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, ...nonBlankText })),
    price: Type.Optional(Type.Integer()),
    status: Type.Optional(Type.Enum(["draft", "published"])),
    released: Type.Optional(Type.String({ format: "date" })),
    body: Type.Optional(Type.String({ maxLength: 10000, ...storableText })),
    ...accessTokenField,
  },
  { additionalProperties: false },
);
const ProductSortable = ["name", "price", "status", "createdAt", "updatedAt"];
const ProductFilters: Record<string, FieldFilter> = {
  name: { type: "text" },
  price: { type: "integer" },
  status: { type: "enum", values: ["draft", "published"] },
  createdAt: { type: "datetime" },
  updatedAt: { type: "datetime" },
};
const ProductListQuery = Type.Object(
  { ...listQueryFields({ sortable: ProductSortable, view: productViewFields, filters: ProductFilters }) },
  { additionalProperties: false },
);

// And `rest:api review --fields "product:ref(product)!,stars:integer!"` in a project whose groups store their creator.
const expandField = {
  expand: Type.Optional(
    Type.String({
      pattern: "^(?:product)(?:,(?:product))*$",
      "x-expected": "be comma-separated references among product",
      description: "References answered as their documents, comma-separated",
    }),
  ),
};
const ReviewSchema = Type.Object({
  id: Type.String(),
  product: Type.Union([Type.String(), ProductSchema], {
    description: "The id; the document itself with ?expand=product",
  }),
  stars: Type.Integer(),
  author: Type.Union([PublicUserSchema, Type.Null()], {
    description: "The creator; null once their account is deleted",
  }),
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
const reviewViewFields = ["id", "product", "stars", "author", "createdAt", "updatedAt"] as const;
const ReviewListSchema = Type.Object(
  {
    rows: Type.Array(Type.Partial(ReviewSchema)),
    count: Type.Integer({ description: "Every match, ignoring page and limit" }),
  },
  listAnswer,
);
const ReviewBody = Type.Object(
  {
    product: Type.String({ minLength: 1, maxLength: 100, "x-ref": "/products", description: "The id of a product" }),
    stars: Type.Integer(),
  },
  { additionalProperties: false },
);
const ReviewPatchBody = Type.Object(
  {
    product: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, "x-ref": "/products", description: "The id of a product" }),
    ),
    stars: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
const ReviewFilters: Record<string, FieldFilter> = {
  product: { type: "id" },
  author: { type: "id" },
  createdAt: { type: "datetime" },
  updatedAt: { type: "datetime" },
};
const ReviewListQuery = Type.Omit(
  Type.Object({
    ...listQueryFields({
      sortable: ["product", "createdAt", "updatedAt"],
      view: reviewViewFields,
      filters: ReviewFilters,
    }),
    ...expandField,
  }),
  ["q"],
  { additionalProperties: false },
);
const ReviewShowQuery = Type.Object(expandField, { additionalProperties: false });

const json = (schema: unknown) => JSON.stringify(schema);

describe("defineModel", () => {
  it("derives byte for byte the schemas rest:api wrote for a group of every scalar kind", () => {
    expect(json(product.schema)).toBe(json(ProductSchema));
    expect(product.viewFields).toEqual(productViewFields);
    expect(json(product.listSchema)).toBe(json(Type.Array(Type.Partial(ProductSchema), listAnswer)));
    expect(json(product.body)).toBe(json(ProductBody));
    expect(json(product.patch)).toBe(json(ProductPatchBody));
    expect(product.sortable).toEqual(ProductSortable);
    expect(json(product.filters)).toBe(json(ProductFilters));
    expect(json(product.listQuery)).toBe(json(ProductListQuery));
    expect(product.showQuery).toBeUndefined();
    expect(product.search).toEqual(["name", "body"]);
    expect(product.indexes).toEqual([
      { field: "name" },
      { field: "price" },
      { field: "status" },
      { field: "createdAt", covers: ["name", "price", "status", "updatedAt"] },
      { field: "updatedAt" },
      { field: "name", unique: true },
    ]);
  });

  it("derives byte for byte the schemas of a group with a reference and a creator", () => {
    expect(json(review.schema)).toBe(json(ReviewSchema));
    expect(json(review.listSchema)).toBe(json(ReviewListSchema));
    expect(json(review.body)).toBe(json(ReviewBody));
    expect(json(review.patch)).toBe(json(ReviewPatchBody));
    expect(json(review.filters)).toBe(json(ReviewFilters));
    expect(json(review.listQuery)).toBe(json(ReviewListQuery));
    expect(json(review.showQuery)).toBe(json(ReviewShowQuery));
    expect(review.search).toEqual([]);
    expect(review.indexes).toEqual([
      { field: "product" },
      { field: "createdAt", covers: ["product", "author", "updatedAt"] },
      { field: "updatedAt" },
      { field: "createdAt", within: "author" },
      { field: "createdAt", within: "product" },
    ]);
  });

  it("reads the references a validated query expands, and takes a document's id in its path", () => {
    const ajv = new Ajv({ strict: false });
    expect(ajv.validate(review.showQuery ?? {}, { expand: "product" })).toBe(true);
    expect(ajv.validate(review.showQuery ?? {}, { expand: "stars" })).toBe(false);
    expect(review.expandOf({ expand: "product" })).toEqual(["product"]);
    expect(review.expandOf({})).toEqual([]);
    expect(review.expandOf(undefined)).toEqual([]);
    expect(json(review.params)).toBe(json(Type.Object({ id: Type.String() })));
  });

  it("infers the stored type from the declaration: required fields are never null", () => {
    expectTypeOf(product.fieldsOf({})).toEqualTypeOf<{
      name: string;
      price: number | null;
      status: "draft" | "published" | null;
      released: string | null;
      body: string | null;
    }>();
  });

  it("keeps the stored fields of a body, empties optional ones a PUT leaves out, and keeps only what a PATCH sends", () => {
    const events = defineModel({
      collection: "events",
      fields: {
        title: field.string({ required: true }),
        startsAt: field.datetime(),
        contact: field.email(),
        tags: field.string({ array: true }),
      },
    });
    expect(events.fieldsOf({ title: "Launch", contact: "Ana@Example.com" })).toEqual({
      title: "Launch",
      startsAt: null,
      contact: "ana@example.com",
      tags: [],
    });
    expect(events.changesOf({ startsAt: "2026-11-28T10:00:00.000Z" })).toEqual({
      startsAt: new Date("2026-11-28T10:00:00.000Z"),
    });
    const at = new Date("2026-01-01T00:00:00.000Z");
    const stored = { id: "e1", ...events.fieldsOf({ title: "Launch" }), startsAt: at, createdAt: at, updatedAt: at };
    expect(events.view(stored)).toEqual({
      id: "e1",
      title: "Launch",
      startsAt: "2026-01-01T00:00:00.000Z",
      contact: null,
      tags: [],
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("opens its collection with its indexes: a second document with a unique value is refused", async () => {
    const directory = await mkdtemp(join(tmpdir(), "define-model-"));
    const store = createSqliteStore(directory);
    try {
      const products = await product.open(store);
      const at = new Date();
      const fields = product.fieldsOf({ name: "Lamp", price: 12 });
      await products.insert({ ...fields, createdAt: at, updatedAt: at });
      await expect(products.insert({ ...fields, createdAt: at, updatedAt: at })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      const page = await products.find({ price: 12 });
      expect(page.map((row) => row.name)).toEqual(["Lamp"]);
    } finally {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

const kinds: ((options: { required: boolean; indexed: boolean; unique: boolean }) => ModelField)[] = [
  (options) => field.string(options),
  (options) => field.text(options),
  (options) => field.integer(options),
  (options) => field.number(options),
  (options) => field.boolean(options),
  (options) => field.date(options),
  (options) => field.datetime(options),
  (options) => field.email(options),
  (options) => field.url(options),
  (options) => field.enum(["a", "b"], options),
  (options) => field.ref({ path: "/things", label: "a thing" }, options),
];
const sample: Record<string, unknown> = {
  string: "x",
  text: "some text",
  integer: 3,
  number: 1.5,
  boolean: true,
  date: "2026-11-28",
  datetime: "2026-11-28T10:00:00.000Z",
  email: "A@Example.com",
  url: "https://example.com",
  enum: "b",
  ref: "t1",
};
const declared = fc.dictionary(
  fc.constantFrom("title", "price", "when", "kind", "owner", "note"),
  fc
    .tuple(
      fc.constantFrom(...kinds),
      fc.record({ required: fc.boolean(), indexed: fc.boolean(), unique: fc.boolean() }),
    )
    .map(([kind, options]) => kind(options)),
  { minKeys: 1 },
);
const ajv = ajvFormats.default(new Ajv({ keywords: ["x-expected", "x-ref"] }));

describe("defineModel derivations", () => {
  it("a body holding every field passes POST and PATCH, and its stored fields come back in the view", () => {
    fc.assert(
      fc.property(declared, (fields) => {
        const model = defineModel({ collection: "things", fields });
        const body = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, sample[f.kind]]));
        expect(ajv.validate(model.body, body)).toBe(true);
        expect(ajv.validate(model.patch, {})).toBe(true);
        const at = new Date(0);
        const view = model.view({ id: "x", ...model.fieldsOf(body), createdAt: at, updatedAt: at });
        expect(ajv.validate(model.schema, view)).toBe(true);
        expect(Object.keys(view)).toEqual(model.viewFields);
        for (const [name, f] of Object.entries(fields)) {
          expect(view[name]).toBe(f.kind === "email" ? "a@example.com" : sample[f.kind]);
        }
      }),
    );
  });

  it("a POST without a required field is refused; sort, filters and indexes name the same fields", () => {
    fc.assert(
      fc.property(declared, (fields) => {
        const model = defineModel({ collection: "things", fields });
        expect(ajv.validate(model.body, {})).toBe(Object.values(fields).every((f) => !f.required));
        expect(Object.keys(model.filters)).toEqual(model.sortable);
        expect(model.indexes.filter((index) => !index.unique && !index.within).map((index) => index.field)).toEqual(
          model.sortable,
        );
        expect(model.indexes.filter((index) => index.unique).map((index) => index.field)).toEqual(
          Object.entries(fields).flatMap(([name, f]) => (f.unique ? [name] : [])),
        );
      }),
    );
  });
});
