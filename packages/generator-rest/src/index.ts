export { AppGenerator } from "./app/app-generator.js";
export { InstallError } from "./app/install-error.js";
export type { AppAnswers, AppContext } from "./app/app-answers.js";
export { APP_SETTINGS } from "./app/app-settings.js";
export { everyOptionOn } from "./app/every-option-on.js";
export { APP_MANIFEST } from "./app/app-manifest.js";
export { templateContext, type TemplateContext } from "./app/template-context.js";
export { ApiGenerator } from "./api/api-generator.js";
export type { ApiAnswers, ApiContext } from "./api/api-answers.js";
export { API_SETTINGS } from "./api/api-settings.js";
export type { Field, FieldType } from "./api/field.js";
export { groupContext, type GroupContext } from "./api/group-context.js";
export { METHODS, type Method } from "./api/methods.js";
export { parseFields } from "./api/parse-fields.js";
export { runCli } from "./cli/run-cli.js";
export { checkLayout } from "./render/check-layout.js";
export { listTemplateFiles } from "./render/list-template-files.js";
export { mapTemplatePath } from "./render/map-template-path.js";
export type { ProjectLayout } from "./render/project-layout.js";
export { omitDependencies } from "./render/omit-dependencies.js";
export { partOf } from "./render/parts-folder.js";
export { renderTemplates, type RenderedFile, type RenderTemplatesInput } from "./render/render-templates.js";
export {
  selectTemplates,
  unusedPackages,
  unusedScripts,
  type ManifestEntry,
  type TemplateManifest,
} from "./render/template-manifest.js";
export { askSettings } from "./settings/ask-settings.js";
export { readOption } from "./settings/read-option.js";
export { registerSettingOptions } from "./settings/register-setting-options.js";
export {
  resolveSettings,
  type AskSetting,
  type ResolveSettingsInput,
  type SettingQuestionInput,
  type Verdict,
} from "./settings/resolve-settings.js";
export { speakOfQuestions } from "./settings/speak-of-questions.js";
export type { Setting, SettingQuestion } from "./settings/setting.js";
export { settingPrompt, type SettingPrompt } from "./settings/setting-prompt.js";
export { SettingError } from "./settings/setting-error.js";
export { AUTH_METHODS, type AuthMethod } from "./values/auth-methods.js";
export { kebabCase } from "./values/kebab-case.js";
export { parseAuthMethods } from "./values/parse-auth-methods.js";
export { parseProjectName } from "./values/parse-project-name.js";
