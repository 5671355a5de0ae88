import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FrontEndPage {
  /** The page a browser sign-in returns to. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * A front-end's sign-in page on 127.0.0.1, as a developer would write it: it trades the `?code=` of the
 * browser sign-in for the session at `POST /auth/code`, then shows `GET /users/me` read with the token.
 */
export async function startFrontEndPage(api: string): Promise<FrontEndPage> {
  const script = `
    const show = (text) => { document.getElementById("result").textContent = text; };
    const params = new URLSearchParams(location.search);
    if (params.get("error")) show("error: " + params.get("error"));
    else fetch(${JSON.stringify(api)} + "/auth/code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: params.get("code") }),
    })
      .then((response) => response.json())
      .then((session) => fetch(${JSON.stringify(api)} + "/users/me", { headers: { authorization: "Bearer " + session.token } }))
      .then((response) => response.json())
      .then((me) => show("signed in: " + me.email), (error) => show("failed: " + error));
  `;
  const html = `<!doctype html><title>Signed in</title><pre id="result">…</pre><script>${script}</script>`;
  const server = createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/signed-in`,
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
