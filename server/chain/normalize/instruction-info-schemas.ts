// zod schemas of the `parsed.info` objects the normalizer reads, as the RPC's
// own instruction parsers (solana-transaction-status parse_system /
// parse_token) emit them. A recognised instruction whose info does not match
// is upstream drift: parsing throws rather than silently losing a transfer.
import { z } from "zod";

const address = z.string().min(32).max(44);
/** System program amounts are u64 JSON numbers; tolerate strings from proxies that stringify u64. */
const lamports = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]);
const baseUnits = z.string().regex(/^\d+$/);

/** Every parsed instruction of a known program is {type, info}. */
export const parsedTypeInfoSchema = z.object({ type: z.string(), info: z.unknown() });

/** Also transferWithSeed's: it debits the seed-derived account (`source`), not its base. */
export const systemTransferInfoSchema = z.object({ source: address, destination: address, lamports });

export const systemCreateAccountInfoSchema = z.object({ source: address, newAccount: address, lamports });

export const initializeMintInfoSchema = z.object({
  mint: address,
  decimals: z.number().int().nonnegative(),
  mintAuthority: address.nullable().optional(),
  /** omitted when the mint is created without a freeze authority. */
  freezeAuthority: address.nullable().optional(),
});

const multisigAware = {
  mintAuthority: address.optional(),
  multisigMintAuthority: address.optional(),
};

export const mintToInfoSchema = z.object({ mint: address, account: address, amount: baseUnits, ...multisigAware });

/** mintToChecked carries `tokenAmount.amount` where mintTo has `amount` (same base units): unified here. */
export const mintToCheckedInfoSchema = z
  .object({ mint: address, account: address, tokenAmount: z.object({ amount: baseUnits }), ...multisigAware })
  .transform(({ tokenAmount, ...rest }) => ({ ...rest, amount: tokenAmount.amount }));

/**
 * setAuthority names the target `mint` for mint-level authority types
 * (mintTokens, freezeAccount, Token-2022 extension authorities) and `account`
 * for token-account ones (accountOwner, closeAccount).
 */
export const setAuthorityInfoSchema = z
  .object({
    mint: address.optional(),
    account: address.optional(),
    authorityType: z.string(),
    newAuthority: address.nullable().optional(),
    authority: address.optional(),
    multisigAuthority: address.optional(),
  })
  .transform((info, ctx) => {
    const target = info.mint ?? info.account;
    if (target === undefined) {
      ctx.addIssue({ code: "custom", message: "setAuthority names neither a mint nor an account" });
      return z.NEVER;
    }
    return { ...info, target, targetKind: info.mint !== undefined ? ("mint" as const) : ("account" as const) };
  });

export type ParsedTypeInfo = z.infer<typeof parsedTypeInfoSchema>;
