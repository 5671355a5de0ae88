import { randomUUID } from "node:crypto";
import type { Store } from "../../src/store/store.js";

/*
 * What the store contract suites share. The behaviour every Store adapter must share is split by
 * topic: document-contract.ts, unique-index-contract.ts and query-contract.ts, each run once per adapter.
 */

export interface Person {
  email: string;
  name: string;
  age: number;
  createdAt: Date;
}

/** Collection names used by the contract start with this, so a test database can be cleaned. */
export const contractPrefix = "contract_";

/** A new collection of people, unique by email, for one test. */
export const contractPeople = (store: Store) =>
  store.collection<Person>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [{ field: "email", unique: true }]);

export const person = (name: string, age: number, createdAt = new Date()): Person => ({
  email: `${name}@example.com`,
  name,
  age,
  createdAt,
});
