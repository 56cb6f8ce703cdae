/** An error with the HTTP status and the Russian message the visitor should get; not logged as a failure. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
