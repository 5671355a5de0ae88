import { Type } from "typebox";
import { UserSchema } from "../users/schema.js";
import type { StoredUser } from "../users/user.js";
import { userView, type UserView } from "../users/view.js";
import type { AuthConfig } from "./auth-config.js";
import { signUserToken } from "@hostkit/rest/auth";

export const SessionSchema = Type.Object({
  token: Type.String({ description: "Send it as access_token or Bearer to routes that need a user" }),
  user: UserSchema,
});

export async function createSession(
  user: StoredUser,
  config: Pick<AuthConfig, "jwtSecret" | "jwtExpiresIn" | "issuer">,
): Promise<{ token: string; user: UserView }> {
  return { token: await signUserToken(user.id, config), user: userView(user) };
}
