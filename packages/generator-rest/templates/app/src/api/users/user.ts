<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import type { Stored } from "../<%= root %>/store/store.js";

export const roles = ["user", "admin"] as const;

export type Role = (typeof roles)[number];

/** A user as kept in the store; `password` holds the argon2id hash. */
export interface User {
  email: string;
  password: string;
  name: string;
  picture: string;
  role: Role;
  createdAt: Date;
}

export type StoredUser = Stored<User>;
<%_ } _%>
