import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "libsql";
import pg from "pg";
import { articleText } from "./article-text.js";
// The SQL stores' own encoding of a document (the runtime keeps it internal): the rows go in as the server would write them.
import { toStoredJson } from "../../rest/src/store/stored-json.js";

/** Where a server of the bench keeps its data: the embedded store in `dataDir`, or the PostgreSQL database of `databaseUrl`. */
export interface Place {
  dataDir: string;
  databaseUrl?: string;
}

interface Collection {
  insert(document: object): Promise<unknown>;
}
interface Store {
  collection(name: string, indexes?: object[], search?: string[]): Promise<Collection>;
  close(): Promise<void>;
}
interface UserInput {
  email: string;
  password: string;
  role?: "user" | "admin";
}

const load = (project: string, path: string): Promise<unknown> =>
  import(pathToFileURL(join(project, "src", path)).href);

/** The project's own store on a place, opened as its server opens it. */
async function openProjectStore(project: string, place: Place): Promise<Store> {
  const { openStore } = (await load(project, "open-store.ts")) as {
    openStore(config: object, log: (message: string) => void): Promise<Store>;
  };
  const database = place.databaseUrl && { url: place.databaseUrl, poolSize: 4, statementTimeoutMs: 0 };
  return openStore({ dataDir: place.dataDir, database }, () => {});
}

/**
 * Stores `count` users through the project's own modules; one argon2id hash is shared by all,
 * or seeding alone would take minutes.
 */
export async function seedUsers(project: string, place: Place, count: number, admin: UserInput): Promise<void> {
  const { openUsers } = (await load(project, "users/open-users.ts")) as {
    openUsers(store: Store): Promise<Collection>;
  };
  const { newUser } = (await load(project, "users/new-user.ts")) as { newUser(input: UserInput): Promise<object> };
  const store = await openProjectStore(project, place);
  const users = await openUsers(store);
  await users.insert(await newUser({ ...admin, role: "admin" }));
  const template = await newUser({ email: "user@example.com", password: admin.password });
  for (let index = 1; index < count; index += 1) {
    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 1000);
    await users.insert({ ...template, email: `user${index}@example.com`, name: `user ${index}`, createdAt });
  }
  await store.close();
}

/**
 * Stores `count` articles of varied text, one second apart. The project's store makes the
 * collection and its sort indexes, but not its keyword index, which the server's start then
 * makes over all of them (the bench times that start). The rows go in by plain SQL, many to a
 * transaction, as an import would: through the store, one insert a transaction, 100,000 take minutes.
 */
export async function seedArticles(project: string, place: Place, count: number): Promise<void> {
  const { articleModel } = (await load(project, "api/articles/article-model.ts")) as {
    articleModel: { indexes: object[] };
  };
  // The table and its indexes as the group makes them; the keyword index is left to the server's start, which it times.
  const store = await openProjectStore(project, place);
  await store.collection("articles", articleModel.indexes);
  await store.close();
  const row = (index: number): [string, string] => {
    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 1000);
    return [randomBytes(12).toString("hex"), toStoredJson({ ...articleText(index), createdAt, updatedAt: createdAt })];
  };
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => row(start + offset));
      const [ids, docs] = [rows.map(([id]) => id), rows.map(([, doc]) => doc)];
      await client.query("INSERT INTO articles (id, doc) SELECT * FROM unnest($1::text[], $2::jsonb[])", [ids, docs]);
    }
    // As after any bulk import: otherwise autovacuum takes the fresh table up in the middle of the measurements,
    // at 100,000 rows long enough to lower whichever list it overlaps.
    await client.query("VACUUM ANALYZE articles");
    await client.end();
    return;
  }
  const db = new Database(join(place.dataDir, "store.sqlite"));
  const insert = db.prepare("INSERT INTO articles (id, doc) VALUES (?, ?)");
  for (let start = 0; start < count; start += 10_000) {
    db.exec("BEGIN");
    for (let index = start; index < Math.min(count, start + 10_000); index += 1) insert.run(...row(index));
    db.exec("COMMIT");
  }
  db.close();
}
