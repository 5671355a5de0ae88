import { bodySchema, isRecord, type Operation } from "@hostkit/rest/testing";
import { signUp } from "./sign-up.js";
import type { RequestOptions, TestApp } from "./test-app.js";


/**
 * Signs up the users a walk of the document needs, and answers the credentials of each operation's first
 * security requirement: the master key, an administrator's token, a user's password.
 */
export async function operationCredentials(app: TestApp) {
  const admin = await signUp(app, "contract-admin@example.com", { role: "admin" });
  // Signing out everywhere ends the tokens of its own user, who is not the one the other routes use.
  const leaver = await signUp(app, "contract-leaver@example.com");
<%_ if (password) { _%>
  const member = await signUp(app, "contract-member@example.com");
<%_ } _%>
  const optionsFor = (operation: Operation): RequestOptions => {
    const needs = Object.keys(operation.security[0] ?? {});
    if (needs.includes("masterKey")) return { bearer: app.config.masterKey };
    if (needs.includes("userToken")) return { bearer: operation.path.endsWith("sign-out-everywhere") ? leaver.token : admin.token };
<%_ if (password) { _%>
    if (needs.includes("basic")) return { basic: member };
<%_ } _%>
    return needs.length > 0 ? { bearer: "a-token-nobody-issued" } : {};
  };
  // The credentials, the body with the master key where it goes, and an id for the path: an existing user's,
  // except where DELETE would remove them.
  return (operation: Operation, body: unknown, valid: boolean) => {
    const options = optionsFor(operation);
    // Where the Authorization header carries other credentials, the master key comes in the body.
    const key = valid && isRecord(body) && !options.bearer && bodySchema(operation)?.properties?.["access_token"];
    const id = operation.method === "DELETE" ? "no-such-id" : admin.id;
    return { options, body: key ? { ...body, access_token: app.config.masterKey } : body, id };
  };
}
