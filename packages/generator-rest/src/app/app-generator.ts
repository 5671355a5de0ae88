import { writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import Generator from "yeoman-generator";
import { askSettings } from "../settings/ask-settings.js";
import { readOption } from "../settings/read-option.js";
import { registerSettingOptions } from "../settings/register-setting-options.js";
import { checkLayout } from "../render/check-layout.js";
import { formatFiles } from "../render/format-files.js";
import { listTemplateFiles } from "../render/list-template-files.js";
import { renderTemplates, type RenderedFile } from "../render/render-templates.js";
import { omitDependencies } from "../render/omit-dependencies.js";
import { settleChanges } from "../render/settle-changes.js";
import { selectTemplates, unusedPackages, unusedScripts } from "../render/template-manifest.js";
import type { AppAnswers } from "./app-answers.js";
import { APP_MANIFEST } from "./app-manifest.js";
import { APP_SETTINGS } from "./app-settings.js";
import { APP_TEMPLATES } from "./app-templates.js";
import { checkDestination } from "./check-destination.js";
import { ENDPOINT_TARBALL, GENERATOR_VERSION, runtimeTarball } from "./vendor-tarballs.js";
import { initGit } from "./init-git.js";
import { InstallError } from "./install-error.js";
import { keepPrivate } from "./keep-private.js";
import { nextSteps } from "./next-steps.js";
import { templateContext } from "./template-context.js";
import { colorsOn, paint } from "../values/paint.js";
import { CONFIG_NAMESPACE } from "../api/find-project.js";

/**
 * `yo rest [dir]`: a complete TypeScript REST API project. Each lifecycle method below is
 * run by Yeoman in order; nothing touches the disk before `configuring`, so a bad option
 * leaves no trace.
 */
export class AppGenerator extends Generator {
  #answers: AppAnswers | undefined;
  #rendered: RenderedFile[] = [];

  constructor(args: string[], options: Generator["options"]) {
    // The project's own `npm install` runs in `install()`, inside the project folder.
    super(args, options, { customInstallTask: true });
    this.argument("dir", {
      type: String,
      required: false,
      description: "Folder to create (default: the current folder)",
    });
    registerSettingOptions(this, APP_SETTINGS);
    this.option("git", {
      type: Boolean,
      description: "Make the folder a git repository with a first commit, unless it is inside one (--no-git: do not)",
    });
    this.sourceRoot(APP_TEMPLATES);
  }

  initializing(): void {
    checkDestination(this.#target(), readOption(this.options, "force") === true);
  }

  async prompting(): Promise<void> {
    const answers = await askSettings(this, APP_SETTINGS, { folder: basename(this.#target()) });
    checkLayout(listTemplateFiles(this.sourceRoot()), answers);
    this.#answers = answers;
  }

  configuring(): void {
    this.destinationRoot(this.#target());
  }

  async writing(): Promise<void> {
    const answers = this.#requireAnswers();
    const context = templateContext(answers);
    this.#rendered = renderTemplates(this.fs, {
      templateRoot: this.sourceRoot(),
      destinationRoot: this.destinationRoot(),
      layout: answers,
      context,
      include: selectTemplates(APP_MANIFEST, context),
    });
    const packageJson = this.destinationPath("package.json");
    this.fs.write(
      packageJson,
      omitDependencies(
        this.fs.read(packageJson) ?? "{}",
        unusedPackages(APP_MANIFEST, context),
        unusedScripts(APP_MANIFEST, context),
      ),
    );
    for (const { source, project } of [ENDPOINT_TARBALL, runtimeTarball()])
      this.fs.copy(source, this.destinationPath(project));
    keepPrivate(this.fs, this.destinationPath(".env"));
    const written = this.#rendered.map((file) => file.path);
    await formatFiles(this.fs, this.destinationRoot(), written);
    // Only with --force can the folder hold files already; none of them is replaced unseen.
    await settleChanges(this, {
      paths: [...new Set([...written, "package.json"])],
      what: () => "is in the folder already",
      refusal: (paths) =>
        `${this.destinationRoot()} holds files that rest would replace: ${paths.join(", ")}. Run it in a ` +
        "terminal (without --yes) to see each difference and choose, or move those files away first.",
    });
  }

  async install(): Promise<void> {
    this.#writeSettings();
    if (readOption(this.options, "skip-install") === true) return;
    const colors = colorsOn(process.stderr);
    this.log(`\n${paint("bold", "Installing dependencies", colors)} ${paint("dim", "(npm install)", colors)}`);
    const started = performance.now();
    try {
      await this.spawn("npm", ["install"], { stdio: "inherit" });
    } catch {
      // The project is complete; only its dependencies are missing.
      throw new InstallError(
        `npm install failed in ${this.destinationRoot()} (see above); run it there once the problem is fixed.`,
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // The typed client's route map, which needs the installed app, was written by the project's prepare script.
    this.log(paint("dim", `Dependencies installed in ${seconds} s`, colors));
  }

  async end(): Promise<void> {
    if (readOption(this.options, "git") !== false) {
      const { committed, line } = await initGit(this.destinationRoot());
      this.log(`\n${committed ? line : paint("yellow", line, colorsOn(process.stderr))}`);
    }
    const dir = readOption(this.options, "dir");
    const elsewhere = typeof dir === "string" && resolve(this.env.cwd, dir) !== resolve(this.env.cwd);
    const installed = readOption(this.options, "skip-install") !== true;
    this.log(`\n${nextSteps({ dir: elsewhere ? dir : undefined, installed, colors: colorsOn(process.stderr) })}`);
  }

  /** The files this run rendered, each with its template. */
  get renderedFiles(): readonly RenderedFile[] {
    return this.#rendered;
  }

  /**
   * `.yo-rc.json`, where rest:api finds the answers. Written after the files rather than through
   * Yeoman's storage, whose commit reports it as "force" even in a brand-new folder. Records which generator made
   * the project on which runtime, for whoever upgrades it later.
   */
  #writeSettings(): void {
    const path = join(this.destinationRoot(), ".yo-rc.json");
    const versions = { generator: GENERATOR_VERSION, runtime: runtimeTarball().version };
    writeFileSync(
      path,
      `${JSON.stringify({ [CONFIG_NAMESPACE]: { ...this.#requireAnswers(), versions } }, null, 2)}\n`,
    );
    this.log.create(relative(this.env.cwd, path));
  }

  #target(): string {
    const dir = readOption(this.options, "dir");
    return resolve(this.env.cwd, typeof dir === "string" ? dir : ".");
  }

  #requireAnswers(): AppAnswers {
    if (!this.#answers) throw new Error("rest: the settings were not resolved before writing.");
    return this.#answers;
  }
}
