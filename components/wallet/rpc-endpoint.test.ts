import { clusterApiUrl } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { describeNetwork, rpcEndpointFor } from "@/components/wallet/rpc-endpoint";

describe("rpcEndpointFor", () => {
  it("uses the embedded ledger's URL when the pricing answer names one", () => {
    expect(rpcEndpointFor({ network: "solana", demo_rpc_url: "http://127.0.0.1:41234" })).toBe("http://127.0.0.1:41234");
  });

  it("falls back to the public RPC of the payment network", () => {
    expect(rpcEndpointFor({ network: "solana-devnet" })).toBe(clusterApiUrl("devnet"));
    expect(rpcEndpointFor({ network: "solana" })).toBe(clusterApiUrl("mainnet-beta"));
  });
});

describe("describeNetwork", () => {
  it("says plainly when no real money moves", () => {
    expect(describeNetwork({ network: "solana", demo: true })).toMatch(/no real money/);
    expect(describeNetwork({ network: "solana", demo: false })).toBe("Solana mainnet");
  });
});
