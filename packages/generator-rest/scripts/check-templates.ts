import { performance } from "node:perf_hooks";
import { checkTemplates } from "./template-check/check-templates.js";
import { COMBINATIONS } from "./template-check/combinations.js";
import { formatProblem } from "./template-check/problem.js";

// npm run check:templates: type-checks and lints what the templates generate, in seconds.
const started = performance.now();
const problems = await checkTemplates();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const problem of problems) console.error(formatProblem(problem, process.cwd()));
const names = COMBINATIONS.map((combination) => combination.name).join(", ");
console.log(`check:templates: ${problems.length} problem(s) in ${names}, ${seconds} s`);
process.exitCode = problems.length === 0 ? 0 : 1;
