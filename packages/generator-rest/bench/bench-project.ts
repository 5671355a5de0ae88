import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * The generated project the benchmark runs: defaults plus `rest:api article` answering lists
 * with their count, in `.tmp/bench`, built for production.
 */
export function generateBenchProject(): string {
  const dir = join(packageRoot, ".tmp", "bench");
  rmSync(dir, { recursive: true, force: true });
  const bin = join(packageRoot, "bin", "generator-rest.js");
  execFileSync(process.execPath, [bin, "rest", dir, "--yes", "--skip-install"], { stdio: "ignore" });
  const article = ["rest:api", "article", "--yes", "--fields", "title:string!,content:string", "--get-list"];
  execFileSync(process.execPath, [bin, ...article], { cwd: dir, stdio: "ignore" });
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "ignore" });
  return dir;
}

interface UserInput {
  email: string;
  password: string;
  role?: "user" | "admin";
}
interface Collection {
  insert(document: object): Promise<unknown>;
}
interface Store {
  close(): Promise<void>;
}

const load = (project: string, path: string): Promise<unknown> =>
  import(pathToFileURL(join(project, "src", path)).href);

/**
 * Fills the project's embedded store (`data/`) with `count` users through the project's
 * own modules; one argon2id hash is shared by all, or seeding alone would take minutes.
 */
export async function seedUsers(project: string, count: number, admin: UserInput): Promise<void> {
  const dataDir = join(project, "data");
  rmSync(dataDir, { recursive: true, force: true });
  const { openStore } = (await load(project, "store/open-store.ts")) as {
    openStore(config: { dataDir: string }): Promise<Store>;
  };
  const { openUsers } = (await load(project, "users/open-users.ts")) as {
    openUsers(store: Store): Promise<Collection>;
  };
  const { newUser } = (await load(project, "users/new-user.ts")) as { newUser(input: UserInput): Promise<object> };
  const store = await openStore({ dataDir });
  const users = await openUsers(store);
  await users.insert(await newUser({ ...admin, role: "admin" }));
  const template = await newUser({ email: "user@example.com", password: admin.password });
  for (let index = 1; index < count; index += 1) {
    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 1000);
    await users.insert({ ...template, email: `user${index}@example.com`, name: `user ${index}`, createdAt });
  }
  await store.close();
}

/**
 * Fills the embedded store of `dataDir` with `count` articles through the project's own
 * modules, one insert at a time as the API would, titled "title <n>" one second apart.
 */
export async function seedArticles(project: string, dataDir: string, count: number): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const { openStore } = (await load(project, "store/open-store.ts")) as {
    openStore(config: { dataDir: string }): Promise<Store>;
  };
  const { openArticles } = (await load(project, "api/articles/open-articles.ts")) as {
    openArticles(store: Store): Promise<Collection>;
  };
  const store = await openStore({ dataDir });
  const articles = await openArticles(store);
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 1000);
    await articles.insert({
      title: `title ${index}`,
      content: `The words of article number ${index}.`,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await store.close();
}

/** The argon2 parameters the generated project hashes with, read from its source. */
export function hashParameters(project: string): string {
  const source = readFileSync(join(project, "src", "users", "password.ts"), "utf8");
  const match = /memoryCost: (\d+), timeCost: (\d+), parallelism: (\d+)/.exec(source);
  if (!match) return "see src/users/password.ts";
  return `argon2id m=${Number(match[1]) / 1024} MiB, t=${match[2]}, p=${match[3]}`;
}
