// node scripts/run-scripts.mjs <script>...: runs the npm scripts at once, each its output shown whole when it ends,
// and fails when any of them does. The checks `npm test` runs before the tests read files and write nothing
// another reads, and each mostly uses one core: side by side they end sooner than one after the other.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("error", (error) => resolve({ script, code: 1, output: String(error) }));
        child.on("close", (code) => {
          process.stdout.write(`${output}${code === 0 ? "" : `\nnpm run ${script} failed with exit code ${code}\n`}`);
          resolve({ script, code });
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exitCode = 1;
}
