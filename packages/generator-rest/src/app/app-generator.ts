import { basename, resolve } from "node:path";
import Generator from "yeoman-generator";
import { askSettings } from "../settings/ask-settings.js";
import { readOption } from "../settings/read-option.js";
import { registerSettingOptions } from "../settings/register-setting-options.js";
import { checkLayout } from "../render/check-layout.js";
import { listTemplateFiles } from "../render/list-template-files.js";
import { renderTemplates } from "../render/render-templates.js";
import { selectTemplates } from "../render/template-manifest.js";
import type { AppAnswers } from "./app-answers.js";
import { APP_MANIFEST } from "./app-manifest.js";
import { APP_SETTINGS } from "./app-settings.js";
import { APP_TEMPLATES } from "./app-templates.js";
import { checkDestination } from "./check-destination.js";
import { ENDPOINT_TARBALL, PROJECT_TARBALL } from "./endpoint-tarball.js";
import { InstallError } from "./install-error.js";
import { templateContext } from "./template-context.js";

/**
 * `yo rest [dir]`: a complete TypeScript REST API project. Each lifecycle method below is
 * run by Yeoman in order; nothing touches the disk before `configuring`, so a bad option
 * leaves no trace.
 */
export class AppGenerator extends Generator {
  #answers: AppAnswers | undefined;

  constructor(args: string[], options: Generator["options"]) {
    // The project's own `npm install` runs in `install()`, inside the project folder.
    super(args, options, { customInstallTask: true });
    this.argument("dir", { type: String, required: false, description: "Folder to create (default: the current folder)" });
    registerSettingOptions(this, APP_SETTINGS);
    this.sourceRoot(APP_TEMPLATES);
  }

  initializing(): void {
    checkDestination(this.#target(), readOption(this.options, "force") === true);
  }

  async prompting(): Promise<void> {
    const answers = await askSettings(this, APP_SETTINGS, { folder: basename(this.#target()) });
    checkLayout(listTemplateFiles(APP_TEMPLATES), answers);
    this.#answers = answers;
  }

  configuring(): void {
    this.destinationRoot(this.#target());
    this.config.set({ ...this.#requireAnswers() });
  }

  writing(): void {
    const answers = this.#requireAnswers();
    const context = templateContext(answers);
    renderTemplates(this.fs, {
      templateRoot: APP_TEMPLATES,
      destinationRoot: this.destinationRoot(),
      layout: answers,
      context,
      include: selectTemplates(APP_MANIFEST, context),
    });
    this.fs.copy(ENDPOINT_TARBALL, this.destinationPath(PROJECT_TARBALL));
  }

  async install(): Promise<void> {
    if (readOption(this.options, "skip-install") === true) return;
    try {
      await this.spawn("npm", ["install"], { stdio: "inherit" });
    } catch {
      // The project is complete; only its dependencies are missing.
      throw new InstallError(`npm install failed in ${this.destinationRoot()} (see above); run it there once the problem is fixed.`);
    }
    // The typed client is written from the routes the app registers, so it needs the installed app.
    await this.spawn("npm", ["run", "client"], { stdio: "inherit" });
  }

  end(): void {
    const dir = readOption(this.options, "dir");
    const steps = [
      ...(typeof dir === "string" && resolve(this.env.cwd, dir) !== resolve(this.env.cwd) ? [`cd ${dir}`] : []),
      ...(readOption(this.options, "skip-install") === true ? ["npm install", "npm run client"] : []),
      "npm run dev",
    ];
    this.log(`\nYour API is ready: ${steps.join(" && ")}  (then open http://localhost:9000/docs)`);
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
