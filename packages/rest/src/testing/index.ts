// The contract test of a generated API (its served OpenAPI document against its answers) and the fast-check
// arbitraries it draws requests from. For tests only: fast-check is an optional peer that this entry alone loads.
export {
  openapiContract,
  type ContractCredentials,
  type ContractRequest,
  type OpenapiContract,
  type OpenapiContractOptions,
} from "./openapi-contract.js";
export {
  bodySchema,
  isRecord,
  type Operation,
  type OperationsDocument,
  type TestResponse,
} from "./openapi-operations.js";
export { invalidBody, invalidQuery, validValue, type JsonSchema } from "./schema-arbitrary.js";
