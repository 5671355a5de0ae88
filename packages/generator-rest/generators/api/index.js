// Yeoman finds `yo rest:api` here and expects the generator class as the default export.
export { ApiGenerator as default } from "../../dist/api/api-generator.js";
