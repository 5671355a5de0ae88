import type Database from "libsql";
import { immediateTransaction } from "./sqlite-transaction.js";

interface QueuedWrite {
  write: () => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes of one turn of the event loop, committed together in one transaction. Each commit of the write-ahead log
 * writes every page the transaction touched: an article's row, its five indexes and its search-pending note made
 * eight 4 KiB frames, 144 µs of CPU a row alone, against 79 µs a row eight to a commit. Under load, the writes that
 * arrive together share those pages; a lone write waits for one turn. A write that fails (a taken unique value)
 * undoes only its own statement and rejects alone; a commit that fails rejects every write of it. Each write runs
 * in the order it came and answers what it returned (an updated row, whether a row went).
 */
export function sqliteGroupCommit(db: Database.Database) {
  let queued: QueuedWrite[] = [];
  const commit = () => {
    const batch = queued;
    queued = [];
    if (batch.length === 0) return;
    const results = new Map<QueuedWrite, unknown>();
    const failures = new Map<QueuedWrite, unknown>();
    try {
      immediateTransaction(db, () => {
        for (const each of batch) {
          try {
            results.set(each, each.write());
          } catch (error) {
            failures.set(each, error);
          }
        }
      });
    } catch (error) {
      for (const each of batch) each.reject(error);
      return;
    }
    for (const each of batch) {
      if (failures.has(each)) each.reject(failures.get(each));
      else each.resolve(results.get(each));
    }
  };
  return {
    /** Runs `write` in the next commit; resolves with what it returned once it is committed. */
    write<R>(write: () => R): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queued.push({ write, resolve: resolve as (result: unknown) => void, reject });
        if (queued.length === 1) setImmediate(commit);
      });
    },
    /** Commits what is queued now: before the store closes. */
    commit,
  };
}
