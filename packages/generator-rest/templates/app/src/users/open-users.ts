import type { Collection, Store } from "@hostkit/rest";
import type { User } from "./user.js";

export function openUsers(store: Store): Promise<Collection<User>> {
  return store.collection<User>(
    "users",
    [
      { field: "email", unique: true },
      // Every field user lists may be sorted on (createdAt by default, name, email) has its index; a unique one only finds.
      // Lists filter by role: in the default order, read from its index.
      { field: "createdAt", covers: ["role"] },
      { field: "name" },
      { field: "email" },
      { field: "role" },
<%_ for (const provider of socialProviders) { _%>
      // Sign-in through <%= provider.title %> finds the user by their account id there; one account links to one user.
      { field: "services.<%= provider.name %>", unique: true, sparse: true },
<%_ } _%>
    ],
    // The fields `q` searches, whose keyword index is made with the collection.
    ["name", "email"],
  );
}
