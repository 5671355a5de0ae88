// Measures what a small consumer pays for a package's types: the size of the declaration files its
// program loads beyond an empty project's, the types it creates, and the time `tsc --noEmit` takes
// (median of several runs, alternating between the projects so a busy machine slows each alike),
// with and without skipLibCheck. Also the package's installed size (its published files).
// The consumers resolve packages from `root`'s node_modules, so pointing `root` at another checkout
// (one built from an older commit) measures that one with the same consumer.
import { execFile } from "node:child_process";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

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

const median = (values) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];
const kib = (bytes) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** Bytes of the files `npm pack` would publish for the package installed under `root`. */
async function installedSize(root, name) {
  const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: join(root, "node_modules", name),
    maxBuffer: 16 << 20,
  });
  return JSON.parse(stdout)[0].unpackedSize;
}

/**
 * `consumers` maps a package name to the source of a file that imports it. Returns Markdown table rows
 * (and prints nothing); `runs` is the number of `tsc` runs per project.
 */
export async function measureTypes({ root, consumers, runs, modes = [true, false] }) {
  const tsc = resolve(root, "node_modules/typescript/bin/tsc");
  const workDirectory = resolve(root, `.tmp/declarations-${process.pid}`);
  const project = async (label, source, skipLibCheck) => {
    const directory = join(workDirectory, `${label.replace(/\W/g, "-")}-${skipLibCheck ? "skip" : "full"}`);
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, "package.json"), '{ "type": "module" }\n');
    await writeFile(join(directory, "tsconfig.json"), JSON.stringify(tsconfig(skipLibCheck), null, 2));
    await writeFile(join(directory, "index.ts"), source);
    return directory;
  };
  const listDeclarations = async (directory) => {
    const { stdout } = await run(process.execPath, [tsc, "-p", directory, "--listFilesOnly"], { maxBuffer: 16 << 20 });
    return stdout.split("\n").filter((file) => file.endsWith(".d.ts"));
  };
  // tsc's own times are wall-clock; the CPU time its process used is the figure a busy machine skews least.
  const withCpuTime = `process.on("exit", () => { const { user, system } = process.cpuUsage(); console.log("CPU time: " + (user + system) / 1e6); });
process.argv.splice(1, 1); await import(process.argv[1]);`;
  const diagnostics = async (directory) => {
    const { stdout } = await run(process.execPath, [
      "--input-type=module",
      "-e",
      withCpuTime,
      "-",
      tsc,
      "-p",
      directory,
      "--extendedDiagnostics",
    ]);
    const read = (label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(stdout)?.[1]);
    return { check: read("Check time"), total: read("Total time"), cpu: read("CPU time"), types: read("Types") };
  };

  const names = Object.keys(consumers);
  const rows = [];
  const sizes = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await installedSize(root, name)])),
  );
  for (const skipLibCheck of modes) {
    const baseline = await project("baseline", "export {};\n", skipLibCheck);
    const baselineFiles = new Set(await listDeclarations(baseline));
    const directories = [baseline];
    for (const name of names) directories.push(await project(name, consumers[name], skipLibCheck));
    const samples = directories.map(() => []);
    for (let index = 0; index < runs; index++) {
      for (const [at, directory] of directories.entries()) samples[at].push(await diagnostics(directory));
    }
    const summary = samples.map((each) => ({
      check: median(each.map(({ check }) => check)),
      total: median(each.map(({ total }) => total)),
      cpu: median(each.map(({ cpu }) => cpu)),
      types: each[0].types,
    }));
    rows.push(
      `| (empty project) | | ${skipLibCheck} | | ${summary[0].types} | ${summary[0].check.toFixed(2)} s | ${summary[0].total.toFixed(2)} s | ${summary[0].cpu.toFixed(2)} s |`,
    );
    for (const [at, name] of names.entries()) {
      const files = (await listDeclarations(directories[at + 1])).filter((file) => !baselineFiles.has(file));
      const bytes = (await Promise.all(files.map(async (file) => (await stat(file)).size))).reduce((a, b) => a + b, 0);
      const { check, total, cpu, types } = summary[at + 1];
      rows.push(
        `| ${name} | ${kib(sizes[name])} | ${skipLibCheck} | ${files.length} files, ${kib(bytes)} | ${types} | ${check.toFixed(2)} s | ${total.toFixed(2)} s | ${cpu.toFixed(2)} s |`,
      );
    }
  }
  await rm(workDirectory, { recursive: true, force: true });
  return [
    `tsc of a small consumer, median of ${runs} runs (declarations: loaded beyond an empty project's)`,
    "",
    "| package | installed | skipLibCheck | declarations loaded | types | check time | total time | tsc CPU time |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/**
 * Command line of the packages' measuring scripts: `[runs] [--root <checkout>] [--skip-lib-check-only]`
 * (the last leaves out the runs without skipLibCheck, which take minutes on a busy machine).
 */
export function measureArguments(argv, defaultRoot) {
  const at = argv.indexOf("--root");
  const root = at === -1 ? defaultRoot : argv[at + 1];
  const rest = argv.filter((arg, index) => index !== at && index !== at + 1 && !arg.startsWith("--"));
  const modes = argv.includes("--skip-lib-check-only") ? [true] : [true, false];
  return { root, runs: Number(rest[0] ?? 3), modes };
}
