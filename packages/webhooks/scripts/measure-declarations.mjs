// Measures what a small consumer pays for this package's types, against @octokit/webhooks (see
// scripts/measure-types.mjs at the repository root). Needs `npm run build` first.
// Usage: node scripts/measure-declarations.mjs [runs] [--root <checkout>] [--skip-lib-check-only]
import { fileURLToPath } from "node:url";
import { measureArguments, measureTypes } from "../../../scripts/measure-types.mjs";

// The same handlers for both packages: their public API agrees on these calls.
const consumer = (module) => `import { Webhooks, type EmitterWebhookEvent } from "${module}";

const webhooks = new Webhooks({ secret: "secret" });
webhooks.on("issues.opened", (event) => {
  const action: "opened" = event.payload.action;
  console.log(event.id, event.name, action, event.payload.sender?.login);
});
webhooks.on(["pull_request.closed", "push"], (event) => console.log(event.name));
webhooks.onAny((event: EmitterWebhookEvent) => {
  if (event.name === "star") console.log(event.payload.action);
});
webhooks.onError((error) => console.error(error.message));
await webhooks.verifyAndReceive({ id: "1", name: "push", payload: "{}", signature: "sha256=0" });
`;

const { root, runs, modes } = measureArguments(
  process.argv.slice(2),
  fileURLToPath(new URL("../../../", import.meta.url)),
);
const packages = ["@hostkit/webhooks", "@octokit/webhooks"];
console.log(
  await measureTypes({
    root,
    runs,
    modes,
    consumers: Object.fromEntries(packages.map((name) => [name, consumer(name)])),
  }),
);
