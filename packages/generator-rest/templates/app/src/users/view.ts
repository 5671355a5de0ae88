import type { StoredUser } from "./user.js";

export const userViewFields = ["id", "name", "picture", "email", "createdAt"] as const;

export type UserView = Record<(typeof userViewFields)[number], string>;

/** What the user and administrators see: never the password or the role. */
export function userView({ id, name, picture, email, createdAt }: StoredUser): UserView {
  return { id, name, picture, email, createdAt: createdAt.toISOString() };
}

/** What anyone may see of a user. */
export function publicUserView(user: StoredUser): Omit<UserView, "email"> {
  const { id, name, picture, createdAt } = userView(user);
  return { id, name, picture, createdAt };
}
