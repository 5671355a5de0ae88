import { type Collection, DuplicateKeyError, HttpError } from "@hostkit/rest";
import { newUser } from "../users/new-user.js";
import { normalizeEmail } from "@hostkit/rest/auth";
import type { StoredUser, User } from "../users/user.js";
import type { SocialProfile, SocialProvider } from "@hostkit/rest/social";

/**
 * The user behind a provider's profile: the one already linked to that account, else the one with
 * the same confirmed e-mail (now linked too), else a new user without a password.
 */
export async function socialSignIn(
  users: Collection<User>,
  provider: SocialProvider,
  profile: SocialProfile,
  gravatar = false,
): Promise<StoredUser> {
  const byAccount = { [`services.${provider.name}`]: profile.id };
  const linked = await users.findOne(byAccount);
  if (linked) return linked;
  if (profile.email === undefined) {
    throw new HttpError(401, `${provider.title} did not share a verified e-mail address, which signing up requires`);
  }
  const services = { [provider.name]: profile.id };
  const sameEmail = await users.findOne({ email: normalizeEmail(profile.email) });
  const updated =
    sameEmail && (await users.update(sameEmail.id, { ...linkChanges(sameEmail, provider), services: { ...sameEmail.services, ...services } }));
  if (updated) return updated;
  try {
    const { email, name, picture } = profile;
    // The provider vouched for the e-mail.
    return await users.insert({ ...(<%= password ? "await " : "" %>newUser({ email, name, picture, gravatar })), services, emailConfirmed: true });
  } catch (error) {
    // The same person signing up twice at once: the other request has just created the user.
    const created = error instanceof DuplicateKeyError ? await users.findOne(byAccount) : null;
    if (!created) throw error;
    return created;
  }
}

/**
 * What joining an existing user to a provider account changes besides `services`. A user already linked
 * to another account of this provider is never silently re-linked.<% if (password) { %> Joining a user whose e-mail nobody
 * proved would let whoever registered that e-mail first keep their password into the owner's account.<% } %>
 */
function linkChanges(user: StoredUser, provider: SocialProvider): Partial<User> {
  if (user.services?.[provider.name] !== undefined) {
    throw new HttpError(409, `The account with this e-mail is already linked to another ${provider.title} account`);
  }
  if (user.emailConfirmed) return {};
<%_ if (password) { _%>
  if (user.password !== undefined) {
<%_ if (passwordReset) { _%>
    const advice = `sign in to it with its password and confirm the e-mail (POST /email-confirmations), then sign in with ${provider.title} again`;
<%_ } else { _%>
    const advice = "sign in to it with its password instead";
<%_ } _%>
    throw new HttpError(409, `An account already uses this e-mail, which it has not confirmed: ${advice}`);
  }
<%_ } _%>
  // No password guards this user, created with the master key: the provider now proves the e-mail, and any
  // token issued before (such as the one its creator got) stops working.
  return { emailConfirmed: true, tokensValidAfter: new Date() };
}
