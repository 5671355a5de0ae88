<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import type { Collection, Store } from "../<%= root %>/store/store.js";
import type { User } from "./user.js";

export function openUsers(store: Store): Promise<Collection<User>> {
  // createdAt is the default sort of user lists.
  return store.collection<User>("users", [{ field: "email", unique: true }, { field: "createdAt" }]);
}
<%_ } _%>
