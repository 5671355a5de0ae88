// Measures what a small consumer pays for this package's types, against @octokit/endpoint (see
// scripts/measure-types.mjs at the repository root). Needs `npm run build` first.
// Usage: node scripts/measure-declarations.mjs [runs] [--root <checkout>] [--skip-lib-check-only]
import { fileURLToPath } from "node:url";
import { measureArguments, measureTypes } from "../../../scripts/measure-types.mjs";

// The same calls for both packages: their public API agrees on these.
const consumer = (module) => `import { endpoint } from "${module}";

const issues = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open", per_page: 10 });
const created = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Found a bug" });
const ours = endpoint.defaults({ owner: "hostkit", repo: "endpoint" });
const pull = ours("GET /repos/{owner}/{repo}/pulls/{pull_number}", { pull_number: 1, mediaType: { format: "diff" } });
const other = endpoint("GET /somewhere/{place}", { place: "here" });
console.log(issues.url, created.body, pull.headers, other.url, endpoint.merge("GET /rate_limit").url);
`;

const { root, runs, modes } = measureArguments(
  process.argv.slice(2),
  fileURLToPath(new URL("../../../", import.meta.url)),
);
const packages = ["@hostkit/endpoint", "@octokit/endpoint"];
console.log(
  await measureTypes({
    root,
    runs,
    modes,
    consumers: Object.fromEntries(packages.map((name) => [name, consumer(name)])),
  }),
);
