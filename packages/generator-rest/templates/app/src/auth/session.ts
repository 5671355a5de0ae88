import { Type } from "typebox";
import type { Config } from "../config.js";
import { UserSchema } from "../<%= apiDir %>/users/schema.js";
import type { StoredUser } from "../<%= apiDir %>/users/user.js";
import { userView, type UserView } from "../<%= apiDir %>/users/view.js";
import { signUserToken } from "./user-token.js";

export const SessionSchema = Type.Object({
  token: Type.String({ description: "Send it as access_token or Bearer to routes that need a user" }),
  user: UserSchema,
});

export async function createSession(
  user: StoredUser,
  config: Pick<Config, "jwtSecret" | "jwtExpiresIn">,
): Promise<{ token: string; user: UserView }> {
  return { token: await signUserToken(user.id, config), user: userView(user) };
}
