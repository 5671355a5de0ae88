import type { DevServer } from "./start-dev-server.js";

/**
 * `clients` clients create articles without pause; once `beforeKill` were answered 201 the
 * server is killed, and every client stops at its first failed request. Answers the ids
 * of the articles answered 201.
 */
export async function writeUntilKilled(
  server: DevServer,
  masterKey: string,
  clients: number,
  beforeKill: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killing: Promise<void> | undefined;
  const client = async (number: number): Promise<void> => {
    for (let sequence = 0; ; sequence += 1) {
      const body = JSON.stringify({ access_token: masterKey, title: `client ${number} article ${sequence}` });
      let answer: { status: number; text: string };
      try {
        const response = await fetch(`${server.url}/articles`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        answer = { status: response.status, text: await response.text() };
      } catch {
        // Refused or cut off by the kill: not acknowledged.
        return;
      }
      if (answer.status !== 201) throw new Error(`POST /articles answered ${answer.status}: ${answer.text}`);
      acknowledged.push((JSON.parse(answer.text) as { id: string }).id);
      if (acknowledged.length === beforeKill) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, number) => client(number)));
  await killing;
  return acknowledged;
}

/** The ids of `ids` that `GET /articles/:id` on `url` does not find, asked `batch` at a time. */
export async function missingArticles(url: string, ids: readonly string[], batch: number): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < ids.length; start += batch) {
    const asked = ids.slice(start, start + batch);
    const statuses = await Promise.all(asked.map(async (id) => (await fetch(`${url}/articles/${id}`)).status));
    missing.push(...asked.filter((_, index) => statuses[index] !== 200));
  }
  return missing;
}
