// What a generated API's routes, groups and app need that no database driver does. The adapters have their own
// entries (`@hostkit/rest/sqlite`, `/postgres`, `/mongodb`) so that a project loads only the driver it uses.
export type {
  Collection,
  Condition,
  DatabaseConfig,
  Filter,
  FilterValue,
  FindOptions,
  Index,
  Page,
  PageOptions,
  Position,
  Range,
  Store,
  Stored,
} from "./store/store.js";
export { DuplicateKeyError } from "./store/duplicate-key-error.js";
export { StoreUnavailableError } from "./store/store-unavailable-error.js";
export { foldText } from "./store/keywords.js";

export { answerList, type ListAnswer } from "./list-query/answer-list.js";
export { keywordFilter } from "./list-query/keyword-filter.js";
export { encodeCursor } from "./list-query/list-cursor.js";
export { type FieldFilter } from "./list-query/list-filters.js";
export {
  keywordsPattern,
  listAnswer,
  listQueryFields,
  maxKeywords,
  maxSortKeys,
  minKeywordLength,
  type ListKeys,
  type ListQuery,
} from "./list-query/list-query-fields.js";
export { parseListQuery, type ListSpec, type ParsedListQuery } from "./list-query/parse-list-query.js";
export { pickFields } from "./list-query/pick-fields.js";
export { readListPage } from "./list-query/read-list-page.js";

export { authChallenge } from "./errors/auth-challenge.js";
export { errorBody, type ErrorBody } from "./errors/error-body.js";
export { errorHandler } from "./errors/error-handler.js";
export { errorResponses, type ErrorStatus } from "./errors/error-schemas.js";
export { HttpError } from "./errors/http-error.js";
export { notFoundHandler } from "./errors/not-found-handler.js";

export { fitsRuntime, type RuntimeRange } from "./fits-runtime.js";
export { oneLine } from "./validation/one-line.js";
export {
  emailPattern,
  emailText,
  linkPattern,
  linkText,
  nonBlankPattern,
  nonBlankText,
  oneLinePattern,
  oneLineText,
  storablePattern,
  storableText,
  whiteSpace,
} from "./validation/text-patterns.js";
export { ValidationError, type Failure } from "./validation/validation-error.js";
export { parseFormBody, validatorCompiler } from "./validation/validator-compiler.js";

export {
  defineModel,
  type CreatorField,
  type Model,
  type ModelDocument,
  type ModelFields,
  type ModelSpec,
} from "./model/define-model.js";
export { field, type FieldKind, type FieldOptions, type ModelField, type RefTarget } from "./model/model-field.js";
