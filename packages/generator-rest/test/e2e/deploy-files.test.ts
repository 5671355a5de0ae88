import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { dockerfileInstructions, type DockerInstruction } from "../helpers/dockerfile-instructions.js";
import { generateProject } from "../helpers/generate-project.js";
import { LOWEST_NODE } from "../helpers/node-versions.js";

interface Project {
  name: string;
  options: string[];
  srcDir: string;
  auth: boolean;
  /** Forces HTTPS in production, which a run on this machine turns off. */
  https: boolean;
  /** The production database's compose service and the variable the API reaches it through, if any. */
  database?: { service: string; variable: string };
}

const PROJECTS: Project[] = [
  {
    name: "deploy-all-options",
    options: everyOptionOn(),
    srcDir: "src",
    auth: true,
    https: true,
    database: { service: "postgres", variable: "DATABASE_URL" },
  },
  {
    name: "deploy-no-auth",
    options: ["--no-auth", "--database", "mongodb"],
    srcDir: "src",
    auth: false,
    https: false,
    database: { service: "mongodb", variable: "MONGODB_URI" },
  },
  {
    name: "deploy-custom-dirs",
    options: ["--src-dir", "lib", "--api-dir", "endpoints", "--database", "none"],
    srcDir: "lib",
    auth: true,
    https: false,
  },
];

const DOCKER_KEYWORDS = new Set(["FROM", "WORKDIR", "COPY", "RUN", "ENV", "USER", "EXPOSE", "HEALTHCHECK", "CMD"]);

interface Compose {
  services: Record<
    string,
    {
      build?: string;
      image?: string;
      ports?: string[];
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      volumes?: string[];
      env_file?: { path: string }[];
    }
  >;
}

interface Workflow {
  jobs: Record<
    string,
    {
      strategy?: { matrix: { "node-version": (number | string)[] } };
      services?: Record<string, unknown>;
      steps: { run?: string; uses?: string; env?: Record<string, string> }[];
    }
  >;
}

/**
 * The deploy files cannot run here (no Docker, no GitHub runner): each parses, and every script, file,
 * route and variable it names exists in the project it was generated with.
 */
describe.each(PROJECTS)("the deploy files of a project generated with $name", (project) => {
  let dir = "";
  let read: (path: string) => string;
  let scripts: Record<string, string>;
  let exampleVariables: Set<string>;
  beforeAll(async () => {
    dir = await generateProject(project.name, project.options);
    read = (path) => readFileSync(join(dir, path), "utf8");
    scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    exampleVariables = new Set(
      [...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ""),
    );
  });

  /** `npm run x` and `npm test` name scripts of package.json. */
  const expectScripts = (commands: string): void => {
    for (const [, script] of commands.matchAll(/\bnpm run ([\w:-]+)/g))
      expect(scripts, `npm run ${script}`).toHaveProperty([script ?? ""]);
    if (/\bnpm test\b/.test(commands)) expect(scripts).toHaveProperty(["test"]);
  };

  it("has a multi-stage Dockerfile: production dependencies only, non-root, health check on GET /health/ready", () => {
    const instructions = dockerfileInstructions(read("Dockerfile"));
    for (const { keyword } of instructions) expect(DOCKER_KEYWORDS, keyword).toContain(keyword);
    const stages: DockerInstruction[][] = [];
    for (const instruction of instructions) {
      if (instruction.keyword === "FROM") stages.push([]);
      stages.at(-1)?.push(instruction);
    }
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const final = stages.at(-1) ?? [];
    const args = (stage: DockerInstruction[], keyword: string) =>
      stage.filter((i) => i.keyword === keyword).map((i) => i.args);
    expect(args(final, "USER")).toEqual(["node"]);
    expect(args(final, "RUN").join(" ")).not.toMatch(/npm (ci|install)/);

    // node_modules of the final image come from a stage that installed without devDependencies.
    const copied = args(final, "COPY").filter((value) => value.startsWith("--from="));
    const modulesFrom = /^--from=(\S+) \/app\/node_modules /.exec(
      copied.find((value) => value.includes("node_modules")) ?? "",
    )?.[1];
    const modulesStage = stages.find((stage) => stage[0]?.args.endsWith(` AS ${modulesFrom}`)) ?? [];
    expect(args(modulesStage, "RUN")).toContain("npm ci --omit=dev --no-audit --no-fund");

    // Every file copied from the build context is in the project, or is the lock file `npm install` writes.
    for (const value of args(stages.flat(), "COPY").filter((copy) => !copy.startsWith("--from="))) {
      for (const source of value.split(" ").slice(0, -1)) {
        if (source !== "package-lock.json") expect(existsSync(join(dir, source)), source).toBe(true);
      }
    }
    expectScripts(args(stages.flat(), "RUN").join("\n"));

    // The command runs what `npm run build` compiles from <srcDir>/server.ts.
    const tsconfig = JSON.parse(read("tsconfig.json")) as { compilerOptions: { outDir: string } };
    const buildConfig = JSON.parse(read("tsconfig.build.json")) as {
      extends: string;
      compilerOptions: { rootDir: string };
    };
    expect(tsconfig.compilerOptions).toMatchObject({ outDir: "dist" });
    expect(buildConfig).toMatchObject({ extends: "./tsconfig.json", compilerOptions: { rootDir: project.srcDir } });
    expect(existsSync(join(dir, project.srcDir, "server.ts"))).toBe(true);
    expect(JSON.parse(args(final, "CMD")[0] ?? "")).toEqual(["node", "dist/server.js"]);

    const healthCheck = args(final, "HEALTHCHECK")[0] ?? "";
    expect(healthCheck).toContain("/health/ready`");
    expect(read(join(project.srcDir, project.srcDir === "lib" ? "endpoints" : "api", "health", "routes.ts"))).toContain(
      'prefix: "/health"',
    );
    expect(args(final, "ENV").join(" ")).toContain("PORT=8080");
    expect(args(final, "EXPOSE")).toEqual(["8080"]);
  });

  it("keeps secrets, local data and build output out of the image's context, but nothing it copies", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    for (const entry of [".env", "node_modules", "dist", "data"]) expect(ignored).toContain(entry);
    for (const copied of [
      "package.json",
      "package-lock.json",
      "tsconfig.json",
      "tsconfig.build.json",
      project.srcDir,
    ]) {
      expect(ignored).not.toContain(copied);
    }
  });

  it(`has a docker-compose.yml running the API with ${[project.database?.service ?? "its embedded store", ...(project.auth ? ["Redis"] : [])].join(" and ")}`, () => {
    const compose = parse(read("docker-compose.yml")) as Compose;
    const names = Object.keys(compose.services);
    expect(names).toEqual([
      "migrate",
      "api",
      ...(project.database ? [project.database.service] : []),
      ...(project.auth ? ["redis"] : []),
    ]);
    const servers = names.slice(2);
    const api = compose.services["api"] ?? {};
    expect(api.build).toBe(".");
    expect(existsSync(join(dir, "Dockerfile"))).toBe(true);
    expect(api.ports).toEqual(["127.0.0.1:8080:8080"]);
    expect(api.env_file?.[0]?.path).toBe(".env");
    expect(read(".gitignore").split("\n")).toContain(".env");
    // The release step first: the API starts once the pending migrations are applied.
    expect(Object.keys(api.depends_on ?? {})).toEqual(["migrate", ...servers]);
    expect(api.depends_on?.["migrate"]).toEqual({ condition: "service_completed_successfully" });
    for (const name of servers) expect(api.depends_on?.[name]).toEqual({ condition: "service_healthy" });
    const environment = api.environment ?? {};
    if (project.database) {
      expect(new URL(environment[project.database.variable] ?? "").hostname).toBe(project.database.service);
      expect(Object.keys(compose.services[project.database.service]?.["healthcheck" as never] ?? {})).toContain("test");
    } else {
      expect(api.volumes).toEqual(["data:/app/data"]);
      expect(environment).not.toHaveProperty(["DATABASE_URL"]);
    }
    if (project.auth) expect(new URL(environment["REDIS_URL"] ?? "").hostname).toBe("redis");
    else expect(environment).not.toHaveProperty(["REDIS_URL"]);
    // Every variable it sets or reads is one the API documents.
    const named = [
      ...Object.keys(environment),
      ...[...read("docker-compose.yml").matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1] ?? ""),
    ];
    for (const variable of named) expect(exampleVariables, variable).toContain(variable);
  });

  it("has a CI workflow that installs, lints, type checks and tests on the Node.js versions it supports", () => {
    const workflow = parse(read(".github/workflows/ci.yml")) as Workflow;
    const job = workflow.jobs["test"];
    const runs = job?.steps.flatMap((step) => (step.run ? [step.run] : [])) ?? [];
    expect(runs).toEqual(["npm ci", "npm run lint", "npm run typecheck", "npm test", "npm run build"]);
    expectScripts(runs.join("\n"));
    const versions = job?.strategy?.matrix["node-version"] ?? [];
    expect(versions).toContain(Number(read(".nvmrc").trim()));
    // The lowest version engines allows is tested, as fresh-clone.test.ts installs and tests on it.
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`^${LOWEST_NODE} || >=24`);
    expect(versions).toContain(LOWEST_NODE);
    const testStep = job?.steps.find((step) => step.run === "npm test");
    if (project.auth) {
      expect(Object.keys(job?.services ?? {})).toEqual(["redis"]);
      expect(testStep?.env?.["REDIS_URL"]).toBe("redis://127.0.0.1:6379");
      expect(exampleVariables).toContain("REDIS_URL");
    } else {
      expect(job?.services).toBeUndefined();
    }
    if (!project.database) {
      expect(existsSync(join(dir, ".github/workflows/store-contract.yml"))).toBe(false);
      return;
    }
    const contract = parse(read(".github/workflows/store-contract.yml")) as Workflow;
    expect(Object.keys(contract.jobs["store-contract"]?.services ?? {})).toEqual([project.database.service]);
    const contractRuns = Object.values(contract.jobs).flatMap((j) =>
      j.steps.flatMap((step) => (step.run ? [step.run] : [])),
    );
    expectScripts(contractRuns.join("\n"));
    expect(contractRuns).toContain("npm test");
  });

  it("shows commands that agree with each other and with the project, in its Dockerfile, docker-compose.yml and README", () => {
    const readme = read("README.md");
    const commentLines = (file: string): string[] =>
      read(file)
        .split("\n")
        .filter((line) => line.startsWith("#   "))
        .map((line) => line.slice(4).trim());
    const name = (JSON.parse(read("package.json")) as { name: string }).name;

    // Dockerfile: build, then run with the .env the project has (the one compose reads, kept out of git and the image).
    const [build, run, ...more] = commentLines("Dockerfile");
    expect(more).toEqual([]);
    expect(build).toBe(`docker build -t ${name} .`);
    const plainHttp = project.https ? " -e HTTPS_ONLY=false" : "";
    expect(run).toBe(`docker run -p 8080:8080 --env-file .env -e TRUST_PROXY=false${plainHttp} ${name}`);
    expect(existsSync(join(dir, ".env"))).toBe(true);
    expect(read(".gitignore").split("\n")).toContain(".env");
    expect(readme).toContain(
      "The commands at the top of the `Dockerfile` build and run it alone, with the settings of `.env`",
    );

    // docker-compose.yml: each service it names exists, each script and variable too.
    const compose = parse(read("docker-compose.yml")) as Compose;
    const composeCommands = commentLines("docker-compose.yml");
    expect(composeCommands[0]).toBe("docker compose up --build");
    expect(readme).toContain("`docker compose up --build`");
    for (const command of composeCommands) {
      for (const [, services = ""] of command.matchAll(/docker compose (?:up -d|exec) ([a-z ]+?)(?: node|$)/g)) {
        for (const service of services.trim().split(" ")) expect(compose.services, command).toHaveProperty([service]);
      }
      for (const [, variable = ""] of command.matchAll(/\b([A-Z][A-Z_]+)=/g))
        expect(exampleVariables, command).toContain(variable);
      expectScripts(command);
      const built = /node dist\/([\w-]+)\.js/.exec(command)?.[1];
      if (built) expect(existsSync(join(dir, project.srcDir, `${built}.ts`)), command).toBe(true);
    }

    // The tests against the production database: the README's command reaches the server compose starts, and the
    // workflow runs the same tests with the same variable against its service container.
    if (project.database) {
      const contract = {
        postgres: { variable: "POSTGRES_TEST_URL", url: `postgres://${name}:${name}@127.0.0.1:15432/${name}` },
        mongodb: { variable: "MONGODB_URI", url: "mongodb://127.0.0.1:37017/contract" },
      }[project.database.service as "postgres" | "mongodb"];
      const command = "npm test";
      expect(readme).toContain(`\`${contract.variable}=${contract.url} ${command}\``);
      expect(composeCommands).toContain(
        `docker compose up -d ${project.database.service}${project.auth ? " redis" : ""}`,
      );
      const workflow = parse(read(".github/workflows/store-contract.yml")) as Workflow;
      const step = Object.values(workflow.jobs)
        .flatMap((job) => job.steps)
        .find((s) => s.run === command);
      expect(Object.keys(step?.env ?? {})).toEqual([contract.variable]);
    }
  });

  it("has .editorconfig and .nvmrc", () => {
    const editorconfig = read(".editorconfig");
    expect(editorconfig).toMatch(/^root = true$/m);
    expect(editorconfig).toMatch(/^\[\*\]\n(?:[a-z_]+ = \S+\n)+/m);
    expect(editorconfig).toContain("indent_size = 2");
    expect(read(".nvmrc")).toMatch(/^\d+\n$/);
    expect(Number(read(".nvmrc"))).toBeGreaterThanOrEqual(20);
  });

  it(`names only files that exist in its npm scripts${project.auth ? ", npm run seed among them" : ""}`, () => {
    if (project.auth) expect(scripts["seed"]).toBe(`tsx ${project.srcDir}/seed.ts`);
    else expect(scripts).not.toHaveProperty(["seed"]);
    for (const [name, command] of Object.entries(scripts)) {
      for (const [file] of command.matchAll(new RegExp(`\\b${project.srcDir}/[\\w/.-]+\\.ts\\b`, "g"))) {
        expect(existsSync(join(dir, file)), `${name}: ${file}`).toBe(true);
      }
    }
    expect(scripts["dev"]).toMatch(/^NODE_ENV=development /);
    expect(scripts["start"]).toBe("node dist/server.js");
  });
});
