/** The routes a group can have; `update` is both PUT and PATCH. */
export const METHODS = ["create", "index", "show", "update", "destroy"] as const;

export type Method = (typeof METHODS)[number];
