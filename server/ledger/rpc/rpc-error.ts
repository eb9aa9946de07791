// JSON-RPC errors with the codes and messages a Solana node uses.
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string) => new RpcError(-32602, message);
export const invalidParam = (what = "Invalid") => new RpcError(-32602, `Invalid param: ${what}`);
export const methodNotFound = () => new RpcError(-32601, "Method not found");
export const parseError = () => new RpcError(-32700, "Parse error");
export const invalidRequest = () => new RpcError(-32600, "Invalid request");

export function unsupportedTransactionVersion(version: number): RpcError {
  return new RpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  );
}
