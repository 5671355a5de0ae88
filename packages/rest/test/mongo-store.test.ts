import { MongoClient } from "mongodb";
import { afterAll, describe } from "vitest";
import { describeDocumentContract } from "./contract/document-contract.js";
import { createMongoStore } from "../src/store/mongo-store.js";
import { describePageContract } from "./contract/page-contract.js";
import { describeQueryContract } from "./contract/query-contract.js";
import { contractPrefix } from "./contract/store-contract.js";
import { describeUniqueIndexContract } from "./contract/unique-index-contract.js";

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
    const collections = await client
      .db()
      .listCollections({ name: { $regex: `^${contractPrefix}` } })
      .toArray();
    await Promise.all(collections.map(({ name }) => client.db().dropCollection(name)));
    await client.close();
  });
});
