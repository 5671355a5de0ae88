import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import ajvFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { defineModel } from "../src/model/define-model.js";
import { field } from "../src/model/model-field.js";
import type { Store } from "../src/store/store.js";
import { createPostgresStore } from "../src/store/postgres-store.js";
import { createSqliteStore } from "../src/store/sqlite-store.js";
import { contractPrefix } from "./contract/store-contract.js";

const url = process.env.POSTGRES_TEST_URL;
const ajv = ajvFormats.default(new Ajv({ strict: false }));

/** A group as first generated, then as it is after fields were added to it. */
function models(collection: string) {
  const before = defineModel({ collection, fields: { name: field.string({ required: true }) } });
  const after = defineModel({
    collection,
    fields: {
      name: field.string({ required: true }),
      stock: field.integer({ required: true, indexed: true, default: 0 }),
      tags: field.string({ array: true }),
      releasedAt: field.datetime(),
      checkedAt: field.datetime({ default: new Date("2026-01-01T00:00:00.000Z") }),
    },
  });
  return { before, after };
}

function describeOlderDocuments(engine: string, open: () => Promise<Store> | Store) {
  it(`answers a document stored before fields were added with their defaults, null or [] (${engine})`, async () => {
    const store = await open();
    try {
      const { before, after } = models(`${contractPrefix}older_${Date.now()}`);
      const at = new Date();
      const old = await (
        await before.open(store)
      ).insert({ ...before.fieldsOf({ name: "Lamp" }), createdAt: at, updatedAt: at });
      const read = await (await after.open(store)).findById(old.id);
      if (!read) throw new Error("the older document is gone");
      const view = after.view(read);
      expect(view).toMatchObject({
        name: "Lamp",
        stock: 0,
        tags: [],
        releasedAt: null,
        checkedAt: "2026-01-01T00:00:00.000Z",
      });
      // What the response schema checks: the answer is no 500.
      expect(ajv.validate(after.schema, view), JSON.stringify(ajv.errors)).toBe(true);
    } finally {
      await store.close();
    }
  });
}

describe("documents stored before the model gained fields", () => {
  describeOlderDocuments("SQLite", async () => createSqliteStore(await mkdtemp(join(tmpdir(), "older-"))));
  describe.runIf(url)("on PostgreSQL", () => {
    describeOlderDocuments("PostgreSQL", () =>
      createPostgresStore({ url: url as string, poolSize: 2, statementTimeoutMs: 10_000 }, () => {}),
    );
  });
});
