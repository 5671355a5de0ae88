/** A delivery the middleware refuses, with the HTTP status it answers. */
export class DeliveryError extends Error {
  override readonly name = "DeliveryError";

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
