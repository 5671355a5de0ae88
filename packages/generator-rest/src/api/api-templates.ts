import { fileURLToPath } from "node:url";

/** The templates of `rest:api`; the same relative place from `src/` and from `dist/`. */
export const API_TEMPLATES = fileURLToPath(new URL("../../templates/api", import.meta.url));
