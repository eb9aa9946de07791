import { describe, expect, it } from "vitest";
import { UpstreamBodyError } from "@/server/chain/errors";
import { readRecordedBody } from "@/server/chain/http/recorded-data";
import { parseMintAccount } from "@/server/chain/solana-rpc/transform";

const resultOf = (file: string) => (readRecordedBody(file) as { result: { value: Record<string, unknown> } }).result;
const token2022Mint = (extensions: unknown[]) => ({
  lamports: 1,
  owner: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  executable: false,
  rentEpoch: 0,
  space: 300,
  data: {
    program: "spl-token-2022",
    space: 300,
    parsed: { type: "mint", info: { decimals: 6, supply: "1000", mintAuthority: null, freezeAuthority: null, isInitialized: true, extensions } },
  },
});

describe("parseMintAccount", () => {
  it("maps the recorded BONK mint: classic SPL Token, authorities revoked, exact supply", () => {
    expect(parseMintAccount(resultOf("accounts/mint-bonk-jsonparsed.json"))).toEqual({
      programId: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
      isToken2022: false,
      decimals: 5,
      supply: 8799471343582888521n,
      mintAuthority: null,
      freezeAuthority: null,
      extensions: [],
    });
  });

  it("maps the recorded xStock Token-2022 mint and its extensions in order", () => {
    const mint = parseMintAccount(resultOf("accounts/mint-token2022-xstock-jsonparsed.json").value);
    expect(mint).toMatchObject({
      programId: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
      isToken2022: true,
      decimals: 8,
      supply: 15376339093106n,
      mintAuthority: "7pt9tkctJPK7PPNQJ77GKg8ZffSF6QxoMiCFYHxrtaCj",
      freezeAuthority: "JDq14BWvqCRFNu1krb12bcRpbGtJZ1FLEakMw6FdxJNs",
    });
    expect(mint?.extensions).toEqual([
      { kind: "other", name: "metadataPointer" },
      { kind: "permanentDelegate", delegate: "5aMNNLQJwAEeoemTEMkv5NVjqKwvvefRYCQ5Z67HFvEq" },
      { kind: "defaultAccountState", state: "initialized" },
      { kind: "other", name: "scaledUiAmountConfig" },
      { kind: "pausable", authority: "JDq14BWvqCRFNu1krb12bcRpbGtJZ1FLEakMw6FdxJNs", paused: false },
      { kind: "other", name: "confidentialTransferMint" },
      { kind: "transferHook", programId: null, authority: "5aMNNLQJwAEeoemTEMkv5NVjqKwvvefRYCQ5Z67HFvEq" },
      { kind: "other", name: "tokenMetadata" },
    ]);
  });

  it("reads the newer transfer fee, close authority, frozen default state and non-transferable", () => {
    const mint = parseMintAccount(
      token2022Mint([
        {
          extension: "transferFeeConfig",
          state: {
            transferFeeConfigAuthority: "FeeAuth",
            withdrawWithheldAuthority: null,
            withheldAmount: 0,
            olderTransferFee: { epoch: 1, maximumFee: 10, transferFeeBasisPoints: 100 },
            newerTransferFee: { epoch: 900, maximumFee: 5000000000, transferFeeBasisPoints: 1000 },
          },
        },
        { extension: "mintCloseAuthority", state: { closeAuthority: "Closer" } },
        { extension: "defaultAccountState", state: { accountState: "frozen" } },
        { extension: "nonTransferable" },
      ]),
    );
    expect(mint?.extensions).toEqual([
      { kind: "transferFeeConfig", feeBps: 1000, maxFee: 5000000000n, configAuthority: "FeeAuth", withdrawAuthority: null },
      { kind: "mintCloseAuthority", authority: "Closer" },
      { kind: "defaultAccountState", state: "frozen" },
      { kind: "nonTransferable" },
    ]);
  });

  it("keeps a u64::MAX maximum fee (no cap) that JSON numbers cannot carry exactly", () => {
    const mint = parseMintAccount(
      token2022Mint([
        {
          extension: "transferFeeConfig",
          state: {
            transferFeeConfigAuthority: null,
            withdrawWithheldAuthority: null,
            withheldAmount: 0,
            olderTransferFee: { epoch: 1, maximumFee: 18446744073709551615, transferFeeBasisPoints: 1000 },
            newerTransferFee: { epoch: 1, maximumFee: 18446744073709551615, transferFeeBasisPoints: 1000 },
          },
        },
      ]),
    );
    const [fee] = mint?.extensions ?? [];
    expect(fee).toMatchObject({ kind: "transferFeeConfig", feeBps: 1000 });
    expect(fee?.kind === "transferFeeConfig" && fee.maxFee >= 18446744073709551615n - 2048n).toBe(true);
  });

  it("returns null for a missing account, a non-token account and a token account", () => {
    expect(parseMintAccount(null)).toBeNull();
    expect(parseMintAccount({ ...token2022Mint([]), owner: "11111111111111111111111111111111" })).toBeNull();
    const tokenAccount = token2022Mint([]);
    tokenAccount.data.parsed.type = "account";
    expect(parseMintAccount(tokenAccount)).toBeNull();
  });

  it("throws UpstreamBodyError for a token-program account that is not jsonParsed or has a malformed extension", () => {
    expect(() => parseMintAccount({ ...token2022Mint([]), data: ["AAAA", "base64"] })).toThrow(UpstreamBodyError);
    expect(() => parseMintAccount(token2022Mint([{ extension: "permanentDelegate", state: { delegate: 5 } }]))).toThrow(UpstreamBodyError);
  });
});
