import { MongoClient } from "mongodb";
import { afterAll, describe } from "vitest";
import { createMongoStore } from "./mongo-store.js";
import { contractPrefix, describeStoreContract } from "./store-contract.js";

const uri = process.env.MONGODB_URI;

// Runs against a real server only when MONGODB_URI names a database the tests may write to.
describe.runIf(uri)("MongoDB store", () => {
  describeStoreContract("MongoDB", () => createMongoStore(uri as string));

  afterAll(async () => {
    const client = await MongoClient.connect(uri as string);
    const collections = await client.db().listCollections({ name: { $regex: `^${contractPrefix}` } }).toArray();
    await Promise.all(collections.map(({ name }) => client.db().dropCollection(name)));
    await client.close();
  });
});
