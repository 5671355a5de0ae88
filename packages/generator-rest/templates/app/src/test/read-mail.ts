export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

/** Reads what the tests need from a raw message: its subject and its decoded text and HTML parts. */
export function readMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = entity(raw);
  const leaves = parts(message);
  const part = (type: string) => leaves.find((leaf) => leaf.type === type)?.content ?? "";
  return { ...envelope, subject: message.headers.get("subject") ?? "", text: part("text/plain"), html: part("text/html") };
}

function entity(raw: string): Entity {
  const end = raw.indexOf("\r\n\r\n");
  // Long header lines are folded onto the next lines, which start with white space.
  const lines = raw.slice(0, end).replace(/\r\n[ \t]+/g, " ").split("\r\n");
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { headers, body: raw.slice(end + 4) };
}

function parts({ headers, body }: Entity): { type: string; content: string }[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    // The line break before each boundary belongs to the boundary.
    const inner = body.split(`--${boundary}`).slice(1, -1);
    return inner.flatMap((part) => parts(entity(part.replace(/^\r\n/, "").replace(/\r\n$/, ""))));
  }
  return [{ type: type.split(";")[0]?.trim() ?? type, content: decode(body, headers.get("content-transfer-encoding")) }];
}

function decode(body: string, encoding = "7bit"): string {
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const escaped = body.replace(/=\r\n/g, "").replace(/%/g, "%25").replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(escaped);
}
