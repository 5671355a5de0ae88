export { ApiError, type ErrorAnswer } from "./api-error.js";
<%_ if (password) { _%>
export { basicAuth } from "./basic-auth.js";
<%_ } _%>
export {
  createClient,
  type Answer,
  type CallOptions,
  type Client,
  type ClientOptions,
  type ListRoute,
  type Route,
  type RouteAnswer,
  type RouteParameters,
} from "./create-client.js";
export type { ApiErrorBody, Routes } from "./generated/routes.js";
