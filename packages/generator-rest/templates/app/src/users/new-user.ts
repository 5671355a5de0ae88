<%_ if (password) { _%>
import { hashPassword } from "@hostkit/rest/password";
<%_ } _%>
import { gravatarUrl } from "./gravatar-url.js";
import { oneLine } from "@hostkit/rest";
import { normalizeEmail } from "@hostkit/rest/auth";
import type { Role, User } from "./user.js";

export interface NewUserInput {
  email: string;
<%_ if (password) { _%>
  password<%= social ? "?" : "" %>: string;
<%_ } _%>
  name?: string;
  picture?: string;
  role?: Role;
  /** Fill a missing picture from Gravatar (GRAVATAR=true); otherwise it stays empty. */
  gravatar?: boolean;
}

/** Fills what was not sent: the name from the e-mail's local part, the picture from Gravatar when asked to. */
export <%= password ? "async " : "" %>function newUser(input: NewUserInput): <%- password ? "Promise<User>" : "User" %> {
  const email = normalizeEmail(input.email);
  return {
    email,
<%_ if (password && social) { _%>
    // Users who sign up through a provider have no password.
    ...(input.password === undefined ? {} : { password: await hashPassword(input.password) }),
<%_ } else if (password) { _%>
    password: await hashPassword(input.password),
<%_ } _%>
    // A provider's profile name is not checked by a schema: it is made one line, as names must be.
    name: oneLine(input.name ?? email.slice(0, email.lastIndexOf("@"))).trim() || email.slice(0, email.lastIndexOf("@")),
    // Gravatar's URL publishes a hash of the e-mail: only when the project opts in.
    picture: input.picture ?? (input.gravatar ? gravatarUrl(email) : ""),
    role: input.role ?? "user",
    createdAt: new Date(),
  };
}
