import { MongoClient } from "mongodb";
import { afterAll, describe } from "vitest";
import { describeDocumentContract } from "./document-contract.js";
import { createMongoStore } from "./mongo-store.js";
import { describePageContract } from "./page-contract.js";
import { describeQueryContract } from "./query-contract.js";
import { contractPrefix } from "./store-contract.js";
import { describeUniqueIndexContract } from "./unique-index-contract.js";

const uri = process.env.MONGODB_URI;
const open = () => createMongoStore({ url: uri as string, poolSize: 4, statementTimeoutMs: 10_000 }, () => {});

// Runs against a real server only when MONGODB_URI names a database the tests may write to.
describe.runIf(uri)("MongoDB store", () => {
  describeDocumentContract("MongoDB", () => open());
  describeUniqueIndexContract("MongoDB", () => open());
  describeQueryContract("MongoDB", () => open());
  describePageContract("MongoDB", () => open());

  afterAll(async () => {
    const client = await MongoClient.connect(uri as string);
    const collections = await client.db().listCollections({ name: { $regex: `^${contractPrefix}` } }).toArray();
    await Promise.all(collections.map(({ name }) => client.db().dropCollection(name)));
    await client.close();
  });
});
