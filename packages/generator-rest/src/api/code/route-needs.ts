import type { GroupFacts } from "../group-context.js";

/** Which helpers and imports a group's routes need, decided once for every part of `routes.ts`. */
export interface RouteNeeds {
  /** `find`: the document with an id, or 404. */
  find: boolean;
  /** `view`: a view with the creator's public profile. */
  view: boolean;
  /** `findOwn`: only the creator or an administrator may change a document. */
  owner: boolean;
  httpError: boolean;
  storedType: boolean;
  /** Some route takes an id. */
  id: boolean;
  /** Some route needs a credential. */
  guarded: boolean;
  /** The statement that answers 404. */
  notFound: string;
}

export function routeNeeds({ model, has, storeUser, rights, label }: GroupFacts): RouteNeeds {
  const owner = storeUser && (has.update || has.destroy);
  const find = model && (has.show || owner);
  const view = storeUser && (has.index || has.show || has.update);
  return {
    find,
    view,
    owner,
    httpError: model ? find || has.update || has.destroy : has.show || has.update || has.destroy,
    storedType: find || view || (model && has.update),
    id: has.show || has.update || has.destroy,
    guarded: Object.values(rights).some((right) => right !== undefined),
    notFound: `throw new HttpError(404, "No ${label} with this id");`,
  };
}
