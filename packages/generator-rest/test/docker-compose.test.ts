import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { AppAnswers } from "../src/app/app-answers.js";
import { DATABASES } from "../src/values/databases.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { renderProjectFile } from "./helpers/render-project-file.js";

interface Service {
  ports?: string[];
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

// The ports these servers listen on when a developer runs them outside Docker.
const USUAL_PORTS: Record<string, number> = { postgres: 5432, mongodb: 27017, redis: 6379 };

const projects: AppAnswers[] = DATABASES.flatMap((database) =>
  [true, false].map((auth) => ({
    ...DEFAULT_ANSWERS,
    database,
    auth,
    authMethods: auth ? DEFAULT_ANSWERS.authMethods : [],
  })),
);

describe.each(projects)("docker-compose.yml with --database $database, auth $auth", (answers) => {
  const text = renderProjectFile(answers, "docker-compose.yml") ?? "";
  const services = (parse(text) as { services: Record<string, Service> }).services;
  const servers = Object.keys(services).filter((name) => name !== "api" && name !== "migrate");
  /** Where each server is published on this machine: `127.0.0.1:<port>`. */
  const published = new Map(
    servers.map((name) => {
      const [ip, hostPort, containerPort, ...rest] = (services[name]?.ports ?? []).flatMap((port) => port.split(":"));
      expect(rest, name).toEqual([]);
      expect(ip, name).toBe("127.0.0.1");
      expect(Number(containerPort), name).toBe(USUAL_PORTS[name]);
      return [name, Number(hostPort)];
    }),
  );

  it("publishes its servers on this machine beside, not on, the ports of servers a developer already runs", () => {
    for (const name of servers) expect(Object.values(USUAL_PORTS), name).not.toContain(published.get(name));
  });

  it("gives the API each server over the compose network, and npm run dev the published port", () => {
    const environment = services["api"]?.environment ?? {};
    const devCommand = /^#\s+(.*) npm run dev$/m.exec(text)?.[1] ?? "";
    for (const name of servers) {
      const variable = name === "redis" ? "REDIS_URL" : name === "postgres" ? "DATABASE_URL" : "MONGODB_URI";
      const inside = new URL(environment[variable] ?? "");
      expect(`${inside.hostname}:${inside.port}`, name).toBe(`${name}:${USUAL_PORTS[name]}`);
      const outside = new RegExp(`\\b${variable}=(\\S+)`).exec(devCommand)?.[1] ?? "";
      expect(new URL(outside).host, name).toBe(`127.0.0.1:${published.get(name)}`);
    }
  });

  it("applies the pending migrations to the API's database before the API starts", () => {
    const [api, migrate] = [services["api"] ?? {}, services["migrate"] ?? {}];
    expect(migrate.command).toEqual(["node", "dist/migrate.js"]);
    expect(api.depends_on?.["migrate"]).toEqual({ condition: "service_completed_successfully" });
    const database = answers.database === "postgres" ? "DATABASE_URL" : "MONGODB_URI";
    if (answers.database === "none") expect(migrate.volumes).toEqual(["data:/app/data"]);
    else expect(migrate.environment?.[database]).toBe(api.environment?.[database]);
  });

  it("is described in the README's Docker section, each server with the address it is published on", () => {
    const readme = renderProjectFile(answers, "README.md") ?? "";
    const docker = /### With Docker\n([\s\S]*?)\n### /.exec(readme)?.[1] ?? "";
    for (const name of servers) expect(docker, name).toContain(`127.0.0.1:${published.get(name)}`);
  });
});

describe("an --https project run on this machine, where nothing ends TLS", () => {
  const run = (https: boolean) => {
    const compose = parse(renderProjectFile({ ...DEFAULT_ANSWERS, https }, "docker-compose.yml") ?? "") as {
      services: Record<string, Service>;
    };
    const dockerfile = renderProjectFile({ ...DEFAULT_ANSWERS, https }, "Dockerfile") ?? "";
    return {
      environment: compose.services["api"]?.environment ?? {},
      dockerRun: /^#\s+(docker run .*)$/m.exec(dockerfile)?.[1] ?? "",
    };
  };

  it("answers plain HTTP from docker compose and the Dockerfile's docker run, unless HTTPS_ONLY says otherwise", () => {
    const https = run(true);
    expect(https.environment["HTTPS_ONLY"]).toBe("${HTTPS_ONLY:-false}");
    expect(https.dockerRun).toContain(" -e TRUST_PROXY=false -e HTTPS_ONLY=false ");
    const plain = run(false);
    expect(plain.environment).not.toHaveProperty(["HTTPS_ONLY"]);
    expect(plain.dockerRun).not.toContain("HTTPS_ONLY");
  });

  it("is explained in the README: what a production build on plain HTTP does, and what to set", () => {
    const readme = renderProjectFile({ ...DEFAULT_ANSWERS, https: true }, "README.md") ?? "";
    const section = /\n### HTTPS\n([\s\S]*)$/.exec(readme)?.[1] ?? "";
    expect(section).toContain("HTTPS_ONLY=false");
    expect(section).toContain("TRUST_PROXY=false HTTPS_ONLY=false npm run prod");
    const example = renderProjectFile({ ...DEFAULT_ANSWERS, https: true }, ".env.example") ?? "";
    expect(example).toMatch(/^HTTPS_ONLY=$/m);
  });
});
