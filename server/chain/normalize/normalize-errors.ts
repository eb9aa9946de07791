// Thrown when a getTransaction answer passes the schema but is internally
// inconsistent (e.g. balance arrays that do not line up with the account keys).
export class MalformedTransactionError extends Error {
  constructor(
    message: string,
    readonly signature: string | null,
  ) {
    super(signature ? `${message} (transaction ${signature})` : message);
    this.name = "MalformedTransactionError";
  }
}
