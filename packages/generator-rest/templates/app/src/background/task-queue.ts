export interface TaskQueue {
  /** Runs the task after the ones added before it; the caller does not wait for it. */
  add(task: () => Promise<void>): void;
  /** Settles once every task added so far has run. */
  drain(): Promise<void>;
}

/** Work done off a request's path, one task at a time; a failing task is reported and the queue goes on. */
export function taskQueue(onError: (error: unknown) => void): TaskQueue {
  let last: Promise<void> = Promise.resolve();
  return {
    add(task) {
      last = last.then(task).catch(onError);
    },
    drain: () => last,
  };
}
