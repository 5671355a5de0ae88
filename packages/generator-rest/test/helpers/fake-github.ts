import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGithubAccount {
  id: number;
  login: string;
  email: string;
}

export interface FakeGithub {
  /** The base URL to give as GITHUB_API_URL. */
  url: string;
  close(): Promise<void>;
}

/** GitHub's `GET /user` and `GET /user/emails` on 127.0.0.1, for the accounts behind the given tokens. */
export async function startFakeGithub(accounts: Record<string, FakeGithubAccount>): Promise<FakeGithub> {
  const server = createServer((request, response) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const account = token === undefined ? undefined : accounts[token];
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (!account) return send(401, { message: "Bad credentials" });
    if (request.url === "/user") return send(200, { id: account.id, login: account.login, name: null, email: null });
    if (request.url === "/user/emails") return send(200, [{ email: account.email, primary: true, verified: true }]);
    send(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
