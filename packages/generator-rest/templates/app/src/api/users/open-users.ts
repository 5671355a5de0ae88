import type { Collection, Store } from "../../store/store.js";
import type { User } from "./user.js";

export function openUsers(store: Store): Promise<Collection<User>> {
<%_ if (social) { _%>
  return store.collection<User>("users", [
    { field: "email", unique: true },
    // createdAt is the default sort of user lists.
    { field: "createdAt" },
    // Social sign-in finds the user by the provider's account id; one account links to one user.
<%_ for (const provider of providers) { _%>
    { field: "services.<%= provider %>", unique: true, sparse: true },
<%_ } _%>
  ]);
<%_ } else { _%>
  // createdAt is the default sort of user lists.
  return store.collection<User>("users", [{ field: "email", unique: true }, { field: "createdAt" }]);
<%_ } _%>
}
