interface Deadline {
  at: number;
  expire: () => void;
}

/**
 * Many deadlines on one coarse timer, checked every `resolution` milliseconds while any is
 * pending. A timer per delivery costs a large share of a fast delivery's own work; this costs a
 * set insertion, and a deadline fires at most `resolution` late.
 */
export class Deadlines {
  readonly #pending = new Set<Deadline>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(readonly resolution: number) {}

  /** Calls `expire` once the `Date.now()` time `at` has passed, unless the returned function is called first. */
  add(at: number, expire: () => void): () => void {
    const deadline = { at, expire };
    this.#pending.add(deadline);
    this.#timer ??= unreferenced(setInterval(() => this.#check(), this.resolution));
    return () => void this.#pending.delete(deadline);
  }

  #check(): void {
    if (this.#pending.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = Date.now();
    for (const deadline of this.#pending) {
      if (deadline.at > now) continue;
      this.#pending.delete(deadline);
      deadline.expire();
    }
  }
}

/**
 * A pending deadline alone must not keep a process alive that has nothing else to do. Fetch
 * runtimes whose timers are plain numbers have no `unref`.
 */
function unreferenced<T>(timer: T): T {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}
