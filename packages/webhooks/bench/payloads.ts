/** A JSON issues payload padded to about `bytes` bytes of UTF-8. */
export function payloadOfSize(bytes: number): string {
  const skeleton = { action: "opened", issue: { number: 1, title: "Benchmark", body: "" } };
  const padding = bytes - Buffer.byteLength(JSON.stringify(skeleton));
  skeleton.issue.body = "x".repeat(Math.max(0, padding));
  return JSON.stringify(skeleton);
}

export const KiB = 1024;
export const MiB = 1024 * KiB;
