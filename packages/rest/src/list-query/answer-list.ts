import type { FastifyReply, FastifyRequest } from "fastify";
import type { Collection, Stored } from "../store/store.js";
import type { ListQuery } from "./list-query-fields.js";
import { type ListSpec, parseListQuery } from "./parse-list-query.js";
import { pickFields } from "./pick-fields.js";
import { readListPage } from "./read-list-page.js";

/** How a list route answers: the keys its query takes, the view of each row, and the shape of its body. */
export interface ListAnswer<T extends object, V extends object> extends ListSpec<Extract<keyof V, string>> {
  /** The view of a stored row: what `fields=` picks from. */
  row: (stored: Stored<T>) => V | Promise<V>;
}

/**
 * Answers a list route: the page the query names, with a Link header leading on from it and, with `total=true`,
 * X-Total-Count. The body is the rows, each cut to `fields=`; with `rowsAndCount`, `{ rows, count }`, counting
 * every match on each request.
 */
export async function answerList<T extends object, V extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  collection: Collection<T>,
  answer: ListAnswer<T, V>,
): Promise<Partial<V>[]>;
export async function answerList<T extends object, V extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  collection: Collection<T>,
  answer: ListAnswer<T, V>,
  rowsAndCount: true,
): Promise<{ rows: Partial<V>[]; count: number }>;
export async function answerList<T extends object, V extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  collection: Collection<T>,
  answer: ListAnswer<T, V>,
  rowsAndCount = false,
): Promise<Partial<V>[] | { rows: Partial<V>[]; count: number }> {
  const list = parseListQuery(request.query as ListQuery, answer);
  const [{ page, link }, count] = await Promise.all([
    readListPage(collection, list, request.url),
    rowsAndCount || list.total ? collection.count(list.filter) : undefined,
  ]);
  reply.header("link", link);
  if (list.total) reply.header("x-total-count", count);
  const views = await Promise.all(page.rows.map(answer.row));
  const rows = views.map((view) => pickFields(view, list.fields));
  return rowsAndCount ? { rows, count: count ?? 0 } : rows;
}
