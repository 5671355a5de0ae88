// Yeoman finds `yo rest` here and expects the generator class as the default export.
export { AppGenerator as default } from "../../dist/app/app-generator.js";
