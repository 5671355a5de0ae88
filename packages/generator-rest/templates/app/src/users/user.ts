import type { Stored } from "@hostkit/rest";
<%_ if (social) { _%>
import type { SocialProviderName } from "@hostkit/rest/social";
<%_ } _%>

export const roles = ["user", "admin"] as const;

export type Role = (typeof roles)[number];

/** A user as kept in the store. */
export interface User {
  email: string;
<%_ if (password) { _%>
  /** The argon2id hash of the password<%= social ? "; absent for users who signed up through a provider" : "" %>. */
  password<%= social ? "?" : "" %>: string;
<%_ } _%>
  name: string;
  picture: string;
  role: Role;
  createdAt: Date;
  /** Whether the user proved they read this e-mail's mail<%= passwordReset ? " (a confirmation or reset link)" : "" %><%= social ? " or a provider vouched for it" : "" %>. */
  emailConfirmed?: boolean;
  /** Tokens issued before this moment are refused: set by password changes, resets and signing out everywhere. */
  tokensValidAfter?: Date;
<%_ if (social) { _%>
  /** The user's account id at each provider they signed in with. */
  services?: Partial<Record<SocialProviderName, string>>;
<%_ } _%>
}

export type StoredUser = Stored<User>;
