import type { Collection } from "@hostkit/rest";
import { newUser } from "./users/new-user.js";
import { normalizeEmail } from "@hostkit/rest/auth";
import type { User } from "./users/user.js";

type Env = Record<string, string | undefined>;

/**
 * `npm run seed`: the first administrator, from ADMIN_EMAIL<%- password ? " and ADMIN_PASSWORD" : "" %> (and ADMIN_NAME). Running it
 * again changes nothing; an existing user with that e-mail becomes an administrator. Answers what it did.
 */
export async function seedAdmin(users: Collection<User>, env: Env): Promise<string> {
  const email = env.ADMIN_EMAIL?.trim();
<%_ if (password) { _%>
  const password = env.ADMIN_PASSWORD;
  const missing = [email ? "" : "ADMIN_EMAIL", password ? "" : "ADMIN_PASSWORD"].filter(Boolean);
<%_ } else { _%>
  const missing = email ? [] : ["ADMIN_EMAIL"];
<%_ } _%>
  if (missing.length > 0) throw new Error(`${missing.join(" and ")} must be set to create the first administrator`);
  if (!/^[^\s@]+@[^\s@]+$/.test(email ?? "")) throw new Error(`ADMIN_EMAIL must be an e-mail address, got "${email}"`);
<%_ if (password) { _%>
  if ((password ?? "").length < 6) throw new Error("ADMIN_PASSWORD must be 6 characters or more");
<%_ } _%>
  const existing = await users.findOne({ email: normalizeEmail(email ?? "") });
  if (existing?.role === "admin") return `${existing.email} is already an administrator`;
  if (existing) {
    await users.update(existing.id, { role: "admin" });
    return `${existing.email} is now an administrator`;
  }
  const name = env.ADMIN_NAME?.trim() || undefined;
  const created = await users.insert(<%- password ? "await " : "" %>newUser({ email: email ?? "",<%- password ? " password: password ?? \"\"," : "" %> name, role: "admin", gravatar: env.GRAVATAR?.trim() === "true" }));
  return `Created the administrator ${created.email}`;
}
