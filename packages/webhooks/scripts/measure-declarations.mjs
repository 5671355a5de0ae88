// Measures what a small consumer pays for this package's types, against @octokit/webhooks:
// the size of the declaration files its program loads from the package and its dependencies,
// and the time `tsc --noEmit` takes (median of several runs). Needs `npm run build` first.
// Usage: node scripts/measure-declarations.mjs [runs]
import { execFile } from "node:child_process";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));
const workDirectory = new URL("../../../.tmp/declarations/", import.meta.url);
const tsc = fileURLToPath(new URL("node_modules/typescript/bin/tsc", new URL(`file://${repositoryRoot}`)));
const runs = Number(process.argv[2] ?? 3);

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

const tsconfig = (skipLibCheck) => ({
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    noEmit: true,
    skipLibCheck,
    types: ["node"],
  },
  files: ["index.ts"],
});

async function project(name, source, skipLibCheck) {
  const directory = new URL(`${name}-${skipLibCheck ? "skip" : "full"}/`, workDirectory);
  await mkdir(directory, { recursive: true });
  await writeFile(new URL("package.json", directory), '{ "type": "module" }\n');
  await writeFile(new URL("tsconfig.json", directory), JSON.stringify(tsconfig(skipLibCheck), null, 2));
  await writeFile(new URL("index.ts", directory), source);
  return fileURLToPath(directory);
}

async function listDeclarations(directory) {
  const { stdout } = await run(process.execPath, [tsc, "-p", directory, "--listFilesOnly"]);
  return stdout.split("\n").filter((file) => file.endsWith(".d.ts"));
}

/** Declaration files and bytes the consumer loads beyond those an empty project loads. */
async function declarationsBeyond(directory, baselineFiles) {
  const files = (await listDeclarations(directory)).filter((file) => !baselineFiles.has(file));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

const median = (values) => values.sort((left, right) => left - right)[Math.floor(values.length / 2)];

async function diagnostics(directory) {
  const { stdout } = await run(process.execPath, [tsc, "-p", directory, "--extendedDiagnostics"]);
  const read = (label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(stdout)?.[1]);
  return { check: read("Check time"), total: read("Total time"), types: read("Types") };
}

/**
 * Median check and total time and the type count of each project, from `tsc --extendedDiagnostics`.
 * Runs alternate between the projects so a busy machine slows each of them alike.
 */
async function compileAll(directories) {
  const samples = directories.map(() => []);
  for (let index = 0; index < runs; index++) {
    for (const [at, directory] of directories.entries()) samples[at].push(await diagnostics(directory));
  }
  return samples.map((each) => ({
    check: median(each.map(({ check }) => check)),
    total: median(each.map(({ total }) => total)),
    types: each[0].types,
  }));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const packages = ["@hostkit/webhooks", "@octokit/webhooks"];
const rows = [];
for (const skipLibCheck of [true, false]) {
  const baselineDirectory = await project("baseline", "export {};\n", skipLibCheck);
  const baselineFiles = new Set(await listDeclarations(baselineDirectory));
  const directories = [baselineDirectory];
  for (const name of packages) directories.push(await project(name.replace(/\W/g, "-"), consumer(name), skipLibCheck));
  const [baseline, ...measured] = await compileAll(directories);
  rows.push(
    `| (empty project) | ${skipLibCheck} | | | ${baseline.types} | ${baseline.check.toFixed(2)} s | ${baseline.total.toFixed(2)} s |`,
  );
  for (const [at, name] of packages.entries()) {
    const { files, bytes } = await declarationsBeyond(directories[at + 1], baselineFiles);
    const { check, total, types } = measured[at];
    rows.push(
      `| ${name} | ${skipLibCheck} | ${files} | ${kib(bytes)} | ${types} | ${check.toFixed(2)} s | ${total.toFixed(2)} s |`,
    );
  }
}
await rm(workDirectory, { recursive: true, force: true });
console.log(`tsc of a small consumer, median of ${runs} runs (declarations: loaded beyond an empty project's)\n`);
console.log("| package | skipLibCheck | .d.ts files | .d.ts size | types | check time | total time |");
console.log("|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
