import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { generateProject, PROJECTS_ROOT } from "../helpers/generate-project.js";
import { hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { serveFolder } from "../helpers/serve-folder.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

/** Where the screenshot of the reference after its POST /users goes. */
export const SCREENSHOT = join(PROJECTS_ROOT, "screenshots", "docs-post-users.png");

// CI installs Chromium, so there a missing browser fails the run instead of skipping the test.
describe.skipIf(!hasChromium && !process.env["CI"])("the every-option project's /docs in Chromium", () => {
  let server: DevServer;
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let masterKey: string;
  let dir: string;
  beforeAll(async () => {
    dir = await generateProject("docs-browser", everyOptionOn());
    masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
    // The static reference, which two tests open.
    await runNpmScript(dir, "docs");
    server = await startDevServer(dir, await freePort());
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it("authorizes with the master key, creates a user from the page, shows a validation error, all within its CSP", async () => {
    const page = await chromium.context.newPage();
    const problems = await watchProblems(page);
    await page.goto(`${server.url}/docs`);
    // The description's Markdown is rendered, not shown as backticks.
    await expect
      .poll(() => page.locator(".info .description code").first().textContent())
      .toBe("Authorization: Bearer");

    await authorize(page, masterKey);

    const createUser = await openOperation(page, "post", "/users");
    // The body the page offers is an example that works as it stands.
    expect(JSON.parse(await createUser.locator("textarea.body-param__text").inputValue())).toMatchObject({
      email: "ada@example.com",
      password: "correct horse battery",
      picture: "https://example.com/ada.png",
    });
    const created = await execute(createUser, { email: "ada@example.com", password: "secret-123", name: "Ada" });
    expect(created.status).toBe("201");
    expect(JSON.parse(created.body)).toMatchObject({ user: { email: "ada@example.com", name: "Ada" } });
    mkdirSync(join(PROJECTS_ROOT, "screenshots"), { recursive: true });
    await createUser.locator(".live-responses-table").scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT });

    expect(problems).toEqual([]);

    const refused = await execute(createUser, { email: "not an e-mail", password: "secret-123" });
    expect(refused.status).toBe("400");
    expect(JSON.parse(refused.body)).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ param: "email" })]),
    });
    // Chromium logs every 4xx answer to the console: that one, and nothing else.
    expect(problems).toEqual([
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  });

  it("npm run docs writes a static reference that a plain web server shows with every route", async () => {
    const host = await serveFolder(join(dir, "docs"));
    try {
      const page = await chromium.context.newPage();
      const problems = await watchProblems(page);
      await page.goto(host.url);
      await expect.poll(() => page.locator(".opblock").count()).toBeGreaterThan(10);
      const paths = await Promise.all(
        (await page.locator(".opblock-summary-path").all()).map((path) => path.getAttribute("data-path")),
      );
      expect(paths).toEqual(expect.arrayContaining(["/health", "/users", "/users/{id}", "/auth"]));
      expect(problems).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it("the static reference, opened as a file, sends requests to the server chosen on it with the master key as on /docs", async () => {
    const page = await chromium.context.newPage();
    const problems = await watchProblems(page);
    await page.goto(pathToFileURL(join(dir, "docs", "index.html")).href);
    // The development server is the default, at the port of the project's settings.
    const address = page.locator('.servers input[data-variable="api"]');
    await expect.poll(() => address.inputValue()).toBe("http://localhost:9000");
    await address.fill(server.url);
    await expect.poll(() => page.locator(".servers .computed-url code").textContent()).toBe(server.url);

    const health = await openOperation(page, "get", "/health");
    const healthy = await execute(health);
    expect(healthy.status).toBe("200");
    expect(JSON.parse(healthy.body)).toMatchObject({ status: "ok" });

    await authorize(page, masterKey);
    const createUser = await openOperation(page, "post", "/users");
    const created = await execute(createUser, { email: "grace@example.com", password: "secret-123", name: "Grace" });
    expect(created.status).toBe("201");
    expect(JSON.parse(created.body)).toMatchObject({ user: { email: "grace@example.com", name: "Grace" } });
    expect(problems).toEqual([]);
  });
});

/** Enters the master key under the page's masterKey scheme, as a person does with *Authorize*. */
async function authorize(page: Page, masterKey: string): Promise<void> {
  await page.locator("button.authorize").first().click();
  const scheme = page.locator(".modal-ux .auth-container").filter({ hasText: "masterKey" });
  await scheme.locator("input").fill(masterKey);
  await scheme.locator("button.authorize").click();
  await page.locator(".modal-ux button.close-modal").click();
}

/** Expands the operation of `method` and `path` on the page and answers its block. */
async function openOperation(page: Page, method: string, path: string): Promise<ReturnType<Page["locator"]>> {
  const operation = page.locator(`.opblock-${method}`).filter({ has: page.locator(`[data-path="${path}"]`) });
  await operation.locator(".opblock-summary").click();
  return operation;
}

/** Puts `body` in the operation's editor (if it takes one), presses Execute and reads the answer the page shows. */
async function execute(
  operation: ReturnType<Page["locator"]>,
  body?: object,
): Promise<{ status: string; body: string }> {
  if (body) await operation.locator("textarea.body-param__text").fill(JSON.stringify(body));
  // Clearing the last answer lets this one be told from it.
  if (await operation.locator("button.btn-clear").count()) await operation.locator("button.btn-clear").click();
  const responses = operation.locator(".live-responses-table tbody");
  await operation.locator("button.execute").click();
  await responses.locator(".response-col_status").first().waitFor();
  const status = (await responses.locator(".response-col_status").first().textContent())?.trim() ?? "";
  const text = (await responses.locator(".response-col_description .highlight-code pre").first().textContent()) ?? "";
  return { status, body: text };
}

/** Console errors and Content-Security-Policy violations on the page, as they happen. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(
    'document.addEventListener("securitypolicyviolation", (event) => ' +
      "console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));",
  );
  return problems;
}
