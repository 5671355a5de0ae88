import type { Logger } from "../create-logger.js";
import type { DeliveryClaim, DeliveryStore } from "./delivery-store.js";

/** A verified delivery about to be handled, with what it takes to run its handlers. */
export interface OnceDelivery {
  id: string;
  name: string;
  /** Runs the handlers; returns a promise only when one is still running. */
  run(): void | Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs each delivery id's handlers once across copies: a copy of a delivery whose handlers all
 * succeeded resolves at once without running them; a copy that arrives while another is handled
 * waits for that one's outcome (here, or by polling the store when another process handles it)
 * and then resolves as a duplicate, or, when that one failed, is handled in its turn.
 */
export class DeliverOnce {
  /** Copies being handled by this instance: resolves `true` when their handlers all succeeded. */
  readonly #running = new Map<string, Promise<boolean>>();

  constructor(
    readonly store: DeliveryStore,
    readonly log: Logger,
  ) {}

  async deliver(delivery: OnceDelivery): Promise<void> {
    let waited = false;
    for (;;) {
      const local = this.#running.get(delivery.id);
      if (local === undefined) {
        const claim = await this.store.claim(delivery.id);
        if (claim === "done") return this.#duplicate(delivery);
        if (claim !== "running") return this.#handle(delivery, claim);
      }
      if (!waited) {
        waited = true;
        this.log.info(`${label(delivery)}: another copy is being handled; waiting for its outcome`);
      }
      if (local === undefined) await sleep(this.store.pollInterval ?? 100);
      else if (await local) return this.#duplicate(delivery);
    }
  }

  #duplicate(delivery: OnceDelivery): void {
    this.log.info(`${label(delivery)} is a duplicate of a delivery already handled: its handlers did not run again`);
  }

  async #handle(delivery: OnceDelivery, claim: DeliveryClaim): Promise<void> {
    const outcome = this.#run(delivery, claim);
    const succeeded = outcome.then(
      () => true,
      () => false,
    );
    this.#running.set(delivery.id, succeeded);
    void succeeded.then(() => {
      if (this.#running.get(delivery.id) === succeeded) this.#running.delete(delivery.id);
    });
    return outcome;
  }

  async #run(delivery: OnceDelivery, claim: DeliveryClaim): Promise<void> {
    try {
      await delivery.run();
    } catch (error) {
      await this.#record(delivery, () => claim.release(), "release its claim; a redelivery runs once its lease ends");
      throw error;
    }
    await this.#record(
      delivery,
      () => claim.complete(),
      "record it as handled; a redelivery would run its handlers again",
    );
  }

  /** A store that fails after the handlers ran does not change the delivery's outcome; it is logged. */
  async #record(delivery: OnceDelivery, step: () => void | Promise<void>, consequence: string): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.log.error(`${label(delivery)}: the delivery store could not ${consequence}`, error);
    }
  }
}

function label({ id, name }: OnceDelivery): string {
  return `delivery ${id} (${name})`;
}
