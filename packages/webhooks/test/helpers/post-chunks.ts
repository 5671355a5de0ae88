import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * POSTs `chunks` one network write at a time (chunked transfer encoding, a pause between
 * writes), so the server sees the body split exactly there.
 */
export function postChunks(url: string, headers: Record<string, string>, chunks: Uint8Array[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "POST", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    void (async () => {
      for (const chunk of chunks) {
        outgoing.write(chunk);
        await sleep(5);
      }
      outgoing.end();
    })();
  });
}
