import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * The generated project the benchmark runs: defaults (PostgreSQL as the production database, the
 * embedded store without one) plus `rest:api article` (two texts, a boolean and a number, both indexed
 * and filtered by), in `.tmp/bench`, built for production.
 */
export function generateBenchProject(): string {
  const dir = join(packageRoot, ".tmp", "bench");
  rmSync(dir, { recursive: true, force: true });
  const bin = join(packageRoot, "bin", "generator-rest.js");
  execFileSync(process.execPath, [bin, "rest", dir, "--yes", "--skip-install"], { stdio: "ignore" });
  const article = [
    "rest:api",
    "article",
    "--yes",
    "--fields",
    "title:string!,content:text,published:boolean@indexed,price:number@indexed",
  ];
  execFileSync(process.execPath, [bin, ...article], { cwd: dir, stdio: "ignore" });
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "ignore" });
  return dir;
}

/** The argon2 parameters the project hashes with: the runtime's, read from the build it installs. */
export function hashParameters(project: string): string {
  const built = join(project, "node_modules", "@hostkit", "rest", "dist", "password", "password-hash.js");
  const source = existsSync(built)
    ? readFileSync(built, "utf8")
    : readFileSync(join(packageRoot, "..", "rest", "dist", "password", "password-hash.js"), "utf8");
  const match = /memoryCost: (\d+), timeCost: (\d+), parallelism: (\d+)/.exec(source);
  if (!match) return "see @hostkit/rest/password";
  return `argon2id m=${Number(match[1]) / 1024} MiB, t=${match[2]}, p=${match[3]}`;
}
