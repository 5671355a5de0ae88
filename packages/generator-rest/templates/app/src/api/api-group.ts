import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Config } from "../config.js";
import type { <%= auth ? "Collection, " : "" %>Store } from "@hostkit/rest";
<%_ if (auth) { _%>
import type { Auth } from "../auth/create-auth.js";
import type { User } from "../users/user.js";
<%_ } _%>

/** What every endpoint group's routes receive. */
export interface ApiContext {
  config: Config;
  store: Store;
<%_ if (auth) { _%>
  users: Collection<User>;
  auth: Auth;
<%_ } _%>
}

/** An endpoint group: its routes, mounted under `prefix`. */
export interface ApiGroup {
  prefix: string;
  routes: FastifyPluginAsyncTypebox<ApiContext>;
}
