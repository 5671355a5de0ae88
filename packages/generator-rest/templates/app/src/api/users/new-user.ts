<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import { hashPassword } from "../<%= root %>/auth/password.js";
import { gravatarUrl } from "./gravatar-url.js";
import { normalizeEmail } from "./normalize-email.js";
import type { Role, User } from "./user.js";

export interface NewUserInput {
  email: string;
  password: string;
  name?: string;
  picture?: string;
  role?: Role;
}

/** Fills what was not sent: the name from the e-mail's local part, the picture from Gravatar. */
export async function newUser(input: NewUserInput): Promise<User> {
  const email = normalizeEmail(input.email);
  return {
    email,
    password: await hashPassword(input.password),
    name: input.name ?? email.slice(0, email.lastIndexOf("@")),
    picture: input.picture ?? gravatarUrl(email),
    role: input.role ?? "user",
    createdAt: new Date(),
  };
}
<%_ } _%>
