import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectEnv } from "../helpers/project-env.js";
import { BIN, runBin } from "../helpers/run-bin.js";
import { tempDir } from "../helpers/temp-dir.js";
import { HAS_TMUX, Terminal } from "../helpers/terminal.js";

const root = tempDir("terminal");
const project = join(root, "my-api");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A person's shell: colours as the terminal has them, none of the test runner's variables. */
const shellEnv = (): NodeJS.ProcessEnv => {
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...env } = projectEnv();
  return env;
};

/** Runs the bin in a real terminal. */
const openTerminal = (args: readonly string[], cwd: string): Terminal =>
  new Terminal([process.execPath, BIN, ...args], { cwd, env: shellEnv() });

/** Any option of the generators, such as --admin-methods, named in what a person answering prompts reads. */
const FLAG = /--[a-z]+(-[a-z]+)*/;

/** Waits for the question, then answers it with keys. */
async function answer(terminal: Terminal, question: string, ...keys: string[]): Promise<string> {
  const screen = await terminal.waitFor(`? ${question}`, "");
  terminal.press(...keys);
  return screen;
}

/** The screen printed to the test's output, so a failing run shows what a person saw. */
function show(name: string, screen: string): string {
  process.stdout.write(`\n----- ${name} -----\n${screen}\n`);
  return screen;
}

// One project, made and changed step by step as a person would: each test builds on the one before.
describe.skipIf(!HAS_TMUX).sequential("the prompts in a real terminal", () => {
  it("rest: a refused answer is asked again with its default; clearing it and pressing Enter takes the default", async () => {
    const terminal = openTerminal(["rest", "my-api", "--skip-install"], root);
    try {
      await answer(terminal, "Project name (my-api)");
      terminal.type("My Shop", true);
      await answer(terminal, "Source folder (src)");
      terminal.type("../x", true);
      const refused = show("refused source folder", await terminal.waitFor("must be one folder name"));
      expect(refused).toContain("✔ Project name my-shop");
      expect(refused).toMatch(
        /\? Source folder \(src\)\n> The source folder must be one folder name .*got "\.\.\/x"\./,
      );
      terminal.type("lib/");
      terminal.press(...Array<string>(8).fill("BSpace"), "Enter");
      const taken = await answer(terminal, "API folder inside the source folder (api)", "Enter");
      expect(taken).toContain("✔ Source folder src\n? API folder");
      await answer(terminal, "Force HTTPS in production? (y/N)", "Enter");
      await answer(terminal, "Generate the authentication API", "Enter");
      // Unticking the only sign-in method is refused at once, in the words of the question.
      await answer(terminal, "Sign-in methods", "Space", "Enter");
      const none = show("no sign-in method", await terminal.waitFor("choose at least one"));
      expect(none).toContain("> The sign-in methods: choose at least one of password, facebook, github, google.");
      terminal.press("Space", "Enter");
      await answer(terminal, "Sign the user in on creation", "Enter");
      await answer(terminal, "Generate password reset by e-mail?", "Enter");
      // The recommended production database is the one offered first.
      await terminal.waitFor("? Production database");
      await terminal.waitFor("❯ PostgreSQL (recommended)");
      terminal.press("Enter");
      await answer(terminal, "Answer lists as {rows, count}?", "Enter");
      const end = show("rest, whole run", await terminal.waitFor("[exit 0]"));
      expect(end.replace(/Your API is ready[^]*/, "")).not.toMatch(FLAG);
      expect(end).not.toMatch(/warning|^\s*force /im);
      // The first line after the answers is the first file created.
      expect(end).toMatch(/Answer lists as \{rows, count\}\? No\n\s+create my-api\/Dockerfile/);
      expect(end).toContain("Made a git repository with a first commit.");
      expect(JSON.parse(readFileSync(join(project, ".yo-rc.json"), "utf8"))).toMatchObject({
        "generator-rest": { name: "my-shop", srcDir: "src", authMethods: ["password"], database: "postgres" },
      });
      expect(existsSync(join(project, ".git"))).toBe(true);
    } finally {
      terminal.close();
    }
  });

  it("rest:api: combinations are checked at the question that completes them; every bad field is named", async () => {
    const terminal = openTerminal(["rest:api"], project);
    try {
      await answer(terminal, "Name of the endpoint group");
      terminal.type("article", true);
      await answer(terminal, "Endpoint path (articles)");
      terminal.type("Bad Path", true);
      show("refused endpoint", await terminal.waitFor("The endpoint path must be a URL path"));
      terminal.press(...Array<string>(10).fill("BSpace"), "Enter");
      await answer(terminal, "Folder of the group inside the API folder (articles)", "Enter");
      await answer(terminal, "Methods", "Enter");
      await answer(terminal, "Which methods need the master key?", "Enter");
      await answer(terminal, "Which methods need an administrator?", "Down", "Down", "Down", "Down", "Space", "Enter");
      await answer(terminal, "Which methods need a signed-in user?", "Down", "Down", "Down", "Down", "Space", "Enter");
      const both = show("destroy twice", await terminal.waitFor("give it one"));
      expect(both).toContain(
        `> "destroy" is in both the administrators' methods and the signed-in users' methods; give it one.`,
      );
      expect(both).not.toMatch(FLAG);
      // Untick destroy again: create and update, ticked by default, stay for signed-in users.
      terminal.press("Space", "Enter");
      expect(await terminal.waitFor("✔ Which methods need a signed-in user?")).toContain(
        "✔ Which methods need a signed-in user? create, update",
      );
      // The reads are offered open; whatever is left unticked here needs a signed-in user.
      await answer(terminal, "Which methods are open to anyone, signed in or not?", "Enter");
      expect(await terminal.waitFor("✔ Which methods are open to anyone")).toContain(
        "✔ Which methods are open to anyone, signed in or not? index, show",
      );
      await answer(terminal, "Generate a model", "Enter");
      await answer(terminal, "Fields");
      terminal.type("title:string!,body:txt,views:int,bad name:string", true);
      const fields = show("bad fields", await terminal.waitFor("holds a space"));
      expect(fields).toContain(`> The fields: "body:txt" has an unknown type`);
      expect(fields).toContain(`The fields: "views:int" has an unknown type`);
      expect(fields).toContain(`The fields: "bad name" holds a space`);
      expect(fields).not.toMatch(FLAG);
      terminal.type("title:string!,user:string", true);
      await answer(terminal, "Most characters a text field accepts (10000)", "Enter");
      await answer(terminal, "Store the user who creates a document?", "y", "Enter");
      await answer(terminal, "Field holding the creating user (user)", "Enter");
      const clash = show("user field clash", await terminal.waitFor("one of the fields already"));
      expect(clash).toContain(`> The field holding the creating user: "user" is one of the fields already`);
      terminal.type("author", true);
      await answer(terminal, "Answer the list as {rows, count}?", "Enter");
      show("rest:api, whole run", await terminal.waitFor("[exit 0]"));
      const model = readFileSync(join(project, "src/api/articles/article-model.ts"), "utf8");
      expect(model).toContain(`creator: { field: "author"`);
    } finally {
      terminal.close();
    }
  });

  it("rest:api for a group that exists: refused without --force; with it, a hand edit is shown and kept if refused", async () => {
    const routes = join(project, "src/api/articles/routes.ts");
    writeFileSync(routes, `${readFileSync(routes, "utf8")}// kept by hand\n`);
    const again = await runBin(["rest:api", "article", "--yes"], project);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      "article exists already (in src/api/articles/). To change it, run rest:api article --force",
    );
    const unattended = await runBin(
      ["rest:api", "article", "--yes", "--force", "--fields", "title:string!,user:string,body:string"],
      project,
    );
    expect(unattended.code).toBe(1);
    expect(unattended.stderr).toContain("article: src/api/articles/routes.ts changed since rest:api generated it");
    expect(readFileSync(join(project, "src/api/articles/article-model.ts"), "utf8")).not.toContain("body: field");

    const terminal = openTerminal(
      ["rest:api", "article", "--force", "--fields", "title:string!,user:string,body:string"],
      project,
    );
    try {
      for (const question of [
        "Endpoint path",
        "Folder of the group",
        "Methods",
        "Which methods need the master key?",
        "Which methods need an administrator?",
        "Which methods need a signed-in user?",
        "Which methods are open to anyone",
        "Generate a model",
        "Most characters",
        "Store the user who creates a document?",
        "Field holding the creating user (author)",
        "Answer the list",
      ]) {
        await answer(terminal, question, "Enter");
      }
      const asked = show("hand edit", await terminal.waitFor("Replace it with the text above (+)? (y/N)"));
      expect(asked).toContain("src/api/articles/routes.ts was changed since it was generated.");
      expect(asked).toContain("-// kept by hand");
      expect(asked).not.toMatch(/Warning|ynadx/);
      terminal.press("n", "Enter");
      show("kept", await terminal.waitFor("[exit 0]"));
    } finally {
      terminal.close();
    }
    expect(readFileSync(routes, "utf8")).toContain("// kept by hand");
    expect(readFileSync(join(project, "src/api/articles/article-model.ts"), "utf8")).toContain("body: field.string()");
  });
});
