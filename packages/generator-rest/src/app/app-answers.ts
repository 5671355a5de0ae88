import type { AuthMethod } from "../values/auth-methods.js";
import type { Database } from "../values/databases.js";

/** What `rest` asks; stored in `.yo-rc.json` for `rest:api`. */
export interface AppAnswers {
  name: string;
  srcDir: string;
  apiDir: string;
  https: boolean;
  auth: boolean;
  authMethods: AuthMethod[];
  authOnUserCreate: boolean;
  passwordReset: boolean;
  getList: boolean;
  /** The production database beside the embedded store. */
  database: Database;
}

/** What the defaults of `rest` are computed from. */
export interface AppContext {
  /** Name of the folder the project is generated into. */
  folder: string;
}
