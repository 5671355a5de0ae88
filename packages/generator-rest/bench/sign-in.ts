import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Admin {
  email: string;
  password: string;
}

/** `POST /auth` as the bench's administrator: HTTP Basic plus the project's master key from its `.env`. */
export function signInRequest(project: string, admin: Admin) {
  const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(project, ".env"), "utf8"))?.[1] ?? "";
  const basic = `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString("base64")}`;
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic },
    body: `access_token=${masterKey}`,
  } as const;
}

/** Signs in once and answers the Bearer header of the session. */
export async function bearerFor(
  api: string,
  request: ReturnType<typeof signInRequest>,
): Promise<Record<string, string>> {
  const { token } = (await (await fetch(`${api}/auth`, request)).json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
