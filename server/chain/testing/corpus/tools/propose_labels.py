#!/usr/bin/env python3
"""Propose a label for every corpus transaction from balances and instruction
structure, independently of the project's decoders (none is imported).

Input: the corpus as jsonParsed (dump it with `npx tsx` calling loadCorpus(),
or any list of {signature, transaction}). Output: proposals as JSON, each with
`rule` (which rule fired) and `ambiguous` (needs a hand check). The committed
labels.json is these proposals after every ambiguous case, and every trade,
was checked by hand (see README.md). Usage: propose_labels.py <corpus.json> <out.json>
"""
import json, sys
from collections import defaultdict

WSOL = "So11111111111111111111111111111111111111112"
USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
USDT = "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"
STABLES = {USDC, USDT}
SYSTEM = "11111111111111111111111111111111"
# Jito tip accounts and trading-bot fee vaults (shared labels file, sources there).
TIP_ACCOUNTS = {
    "96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5", "HFqU5x63VTqvQss8hp11i4wVV8bD44PvwucfZ2bU7gRe",
    "Cw8CFyM9FkoMi7K7Crf6HNQqf4uEMzpKw6QNghXLvLkY", "ADaUMid9yfUytqMBgopwjb2DTLSokTSzL1zt6iGPaS49",
    "DfXygSm4jCyNCybVYYK6DwvWqjKee8pbDmJGcLWNDXjh", "ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt",
    "DttWaMuVvTiduZRnguLF7jNxTgiMBZ1hyAumKUiL2KRL", "3AVi9Tg9Uo68tJfuvoKvqKNWKkC5wPdSSdeBnizKZ6jT",
    "AVUCZyuT35YSuj4RH7fwiyPu82Djn2Hfg7y2ND2XcnZH", "FRxAnZgkW58zbYcE7Bxqsg99VWpJh6sMP5xLzAWNabN",
}
# Other tip services and trading-bot fee wallets: the feeWallets table of a
# public copy-trade finder script (repository not named by the search index;
# Python, `feeWallets = {...}`), cross-checked against bloXroute SDK examples.
TIP_ACCOUNTS |= {
    "9yMwSPk9mrXSN7yDHUuZurAh1sjbJsfpUqjZ7SvVtdco", "AaG6of1gbj1pbDumvbSiTuJhRCRkkUNaWVxijSbWvTJW",
    "97VmzkjX9w8gMFS2RnHTSjtMEDbifGXBq9pgosFdFnM", "BB5dnY55FXS1e1NXqZDwCzgdYJdMCj3B92PU6Q5Fb6DT",
    "28KqHiudrpzfVkVWQ1jztQ2Aarf4W3CvTitjWEqTCkpA", "HWEoBxYs7ssKuudEjzjmpfJVX7Dvi7wescFsVx2L5yoY",
    "7ks326H4LbMVaUC8nW5FpC5EoAf5eK5pf4Dsx4HDQLpq", "95cfoy472fcQHaw4tPGBTKpn6ZQnfEPfBgDQx6gcRmRg",
    "TEMPaMeCRFAS9EKF53Jd6KpHxgL47uWLcpFArU1Fanq", "noz3jAjPiHuBPqiSPkkugaJDkJscPuRhYnSpbi8UvC4",
    "noz3str9KXfpKknefHji8L1mPgimezaiUyCHYMDv1GE", "noz6uoYCDijhu1V7cutCpwxNiSovEwLdRHPwmgCGDNo",
    "noz9EPNcT7WH6Sou3sr3GGjHQYVkN3DNirpbvDkv9YJ", "nozc5yT15LazbLTFVZzoNZCwjh3yUtW86LoUyqsBu4L",
    "nozFrhfnNGoyqwVuwPAW4aaGqempx4PU6g6D9CJMv7Z", "nozievPk7HyK1Rqy1MPJwVQ7qQg2QoJGyP71oeDwbsu",
    "noznbgwYnBLDHu8wcQVCEw6kDrXkPdKkydGJGNXGvL7", "nozNVWs5N8mgzuD3qigrCG2UoKxZttxzZ85pvAQVrbP",
    "nozpEGbwx4BcGp6pvEdAh1JoC2CQGZdU6HbNP1v2p6P", "nozrhjhkCr3zXT3BiT4WCodYCUFeQvcdUkM7MqhKqge",
    "nozrwQtWhEdrA6W8dkbt9gnUaMs52PdAv5byipnadq3", "nozUacTVWub3cL4mJmGCYjKZTnE9RbdY5AP46iQgbPJ",
    "nozWCyTPppJjRuw2fpzDhhWbW355fzosWSzrrMYB1Qk", "nozWNju6dY353eMkMqURqwQEoM3SFgEKC6psLCSfUne",
    "nozxNBgWohjR75vdspfxR5H9ceC7XXH99xpxhVGt3Bb", "NexTbLoCkWykbLuB1NkjXgFWkX9oAtcoagQegygXXA2",
    "nextBLoCkPMgmG8ZgJtABeScP35qLa2AMCNKntAP7Xc", "NextbLoCkVtMGcV47JzewQdvBpLqT9TxQFozQkN98pE",
    "NEXTbLoCkB51HpLBLojQfpyVAMorm3zzKg7w9NFdqid", "NeXTBLoCKs9F1y5PJS9CKrFNNLU1keHW71rfh7KgA1X",
    "neXtBLock1LeC67jYd1QdAa32kbVeubsfPNTJC1V5At", "nEXTBLockYgngeRmRrjDV31mGSekVPqZoMGhQEZtPVG",
    "6fQaVhYZA4w3MBSXjJ81Vf6W1EDYeUPXpgVQ6UQyU1Av", "4HiwLEP2Bzqj3hM2ENxJuzhcPCdsafwiet3oGkMkuQY4",
    "7toBU3inhmrARGngC7z6SjyP85HgGMmCTEwGNRAcYnEK", "8mR3wB1nh4D6J9RUCugxUpc6ya8w38LPxZ3ZjcBhgzws",
    "6SiVU5WEwqfFapRuYCndomztEwDjvS5xgtEof3PLEGm9", "TpdxgNJBWZRL8UXF5mrEsyWxDWx9HQexA9P1eTWQ42p",
    "D8f3WkQu6dCF33cZxuAsrKHrGsqGP2yvAHf8mX6RXnwf", "GQPFicsy3P3NXxB5piJohoxACqTvWE9fKpLgdsMduoHE",
    "Ey2JEr8hDkgN8qKJGrLf2yFjRhW7rab99HVxwi5rcvJE", "4iUgjMT8q2hNZnLuhpqZ1QtiV8deFPy2ajvvjEpKKgsS",
    "3Rz8uD83QsU8wKvZbgWAPvCNDU6Fy8TSZTMcPm3RB6zt", "FCjUJZ1qozm1e8romw216qyfQMaaWKxWsuySnumVCCNe",
    "Cix2bHfqPcKcM233mzxbLk14kSggUUiz2A87fJtGivXr", "ENxTEjSQ1YabmUpXAdCgevnHQ9MHdLv8tzFiuiYJqa13",
    "J9BMEWFbCBEjtQ1fG5Lo9kouX1HfrKQxeUxetwXrifBw", "6rYLG55Q9RpsPGvqdPNJs4z5WTxJVatMB8zV3WJhs5EK",
    "Dz8rMcdokTLfbnNz2ZdYocZixgaA1TMqbA31xtwPgcxb", "astra4uejePWneqNaJKuFFA8oonqCE1sqF6b45kDMZm",
}
# Programs that execute a swap against a pool or book (the venue), by id.
VENUES = {
    "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P": "pump.fun", "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA": "PumpSwap",
    "675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8": "Raydium AMM v4", "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C": "Raydium CPMM",
    "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK": "Raydium CLMM", "LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj": "Raydium LaunchLab",
    "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc": "Orca Whirlpool", "9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP": "Orca v2",
    "LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo": "Meteora DLMM", "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB": "Meteora DAMM v1",
    "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG": "Meteora DAMM v2", "dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN": "Meteora DBC",
    "PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY": "Phoenix", "opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb": "OpenBook v2",
    "srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX": "OpenBook v1", "2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c": "Lifinity v2",
    "SoLFiHG9TfgtdUXUjWAxi3LtvYuFyDLVhBWxdMZxyCe": "SolFi", "obriQD1zbpyLz95G5n7nJe6a4DPjpFwa5XYPoNm113y": "Obric v2",
    "9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp": "HumidiFi", "MoonCVVNZFSYkqNXP6bxHLPL6QQJiMagDL3qcqUQTrG": "Moonshot",
    "boop8hVGQGqehUK2iVEMEnMrL5RbjywRzHKBmBE7ry4": "Boop.fun", "ZERor4xhbUycZ6gb9ntrhqscUcZmAbQDjEAtCf4hbZY": "ZeroFi",
    "SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ": "Saber", "swapNyd8XiQwJ6ianp9snpu4brUqFxadzvHebnAXjJZ": "Stabble",
    "GAMMA7meSFWaBXF25oSUgmGRwaW6sCMFLmBNiMSdbHVT": "GooseFX GAMMA", "HEAVENoP2qxoeuF8Dj2oT1GHEnu49U5mJYkdeC8BAX2o": "Heaven",
}
AGGREGATORS = {
    "JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4": "Jupiter v6", "6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma": "OKX DEX",
    "proVF4pMXVaYqmy4NjniPh4pqKNfMmsihgd4wdkCX3u": "OKX DEX v2", "DF1ow4tspfHX9JwWJsAb9epbkA8hmpSEAtxXy1V27QBH": "DFlow",
}

def key_list(tx):
    return [k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"]]

def all_instructions(tx):
    outer = tx["transaction"]["message"]["instructions"]
    inner = [i for g in tx["meta"].get("innerInstructions") or [] for i in g["instructions"]]
    return outer, inner

def invoked_programs(tx):
    seen = []
    for line in tx["meta"].get("logMessages") or []:
        parts = line.split(" ")
        if len(parts) >= 3 and parts[0] == "Program" and parts[2] == "invoke":
            if parts[1] not in seen:
                seen.append(parts[1])
    return seen

def owners_of_token_accounts(tx):
    """token account -> (owner, mint) from balances and from init/ATA-create instructions."""
    keys = key_list(tx)
    out = {}
    for b in (tx["meta"].get("preTokenBalances") or []) + (tx["meta"].get("postTokenBalances") or []):
        out[keys[b["accountIndex"]]] = (b.get("owner"), b["mint"])
    outer, inner = all_instructions(tx)
    for ix in outer + inner:
        p = ix.get("parsed")
        if not isinstance(p, dict):
            continue
        info = p.get("info", {})
        if p["type"] in ("initializeAccount", "initializeAccount2", "initializeAccount3") and info.get("account") not in out:
            out[info["account"]] = (info.get("owner"), info.get("mint"))
        if p["type"] in ("create", "createIdempotent") and ix.get("program") == "spl-associated-token-account" and info.get("account") not in out:
            out[info["account"]] = (info.get("wallet"), info.get("mint"))
    return out

def token_deltas(tx):
    """owner -> mint -> raw delta (pre/post token balances)."""
    keys = key_list(tx)
    d = defaultdict(lambda: defaultdict(int))
    for sign, lst in ((-1, tx["meta"].get("preTokenBalances") or []), (1, tx["meta"].get("postTokenBalances") or [])):
        for b in lst:
            d[b.get("owner")][b["mint"]] += sign * int(b["uiTokenAmount"]["amount"])
    return {o: {m: v for m, v in ms.items() if v != 0} for o, ms in d.items()}

def lamport_delta(tx, address):
    keys = key_list(tx)
    i = keys.index(address)
    return tx["meta"]["postBalances"][i] - tx["meta"]["preBalances"][i]

def sol_swap_amount(tx, trader, owned):
    """The trader's SOL value change with fee, tips and foreign rent taken out:
    wallet lamports + lamports of every token account the trader owns (kept,
    created or closed here; WSOL balance included), plus the fee if the trader
    paid it, plus tips and bot fees, plus rent the trader paid to create
    accounts it does not own. Negative = SOL paid into swaps."""
    keys = key_list(tx)
    total = lamport_delta(tx, trader)
    for acct, (owner, _mint) in owned.items():
        if owner == trader and acct in keys:
            total += lamport_delta(tx, acct)
    if keys[0] == trader:
        total += tx["meta"]["fee"]
    tips = 0
    foreign_rent = 0
    outer, inner = all_instructions(tx)
    pre = dict(zip(keys, tx["meta"]["preBalances"]))
    post = dict(zip(keys, tx["meta"]["postBalances"]))
    # an account funded by a transfer and then allocated (Metaplex metadata,
    # a launchpad's per-user PDA) is created as surely as by createAccount:
    # its first funding is rent, where the account is still held afterwards
    allocated = {ix["parsed"]["info"]["account"] for ix in outer + inner
                 if ix.get("programId") == SYSTEM and isinstance(ix.get("parsed"), dict) and ix["parsed"]["type"] in ("allocate", "allocateWithSeed")}
    for ix in outer + inner:
        p = ix.get("parsed")
        if ix.get("programId") != SYSTEM or not isinstance(p, dict):
            continue
        info = p["info"]
        if p["type"] == "transfer" and info["source"] == trader and info["destination"] in allocated and pre.get(info["destination"]) == 0:
            allocated.discard(info["destination"])
            if post.get(info["destination"], 0) > 0 and owned.get(info["destination"], (None,))[0] != trader:
                foreign_rent += info["lamports"]
        # a tip or bot fee: a SOL transfer to a listed tip/fee account. A
        # transfer to an unlisted account stays in the price (the definition
        # the acceptance figure uses: 3,882,999 for pumpswap-buy-1).
        if p["type"] == "transfer" and info["source"] == trader and info["destination"] in TIP_ACCOUNTS:
            tips += info["lamports"]
        if p["type"] in ("createAccount", "createAccountWithSeed") and info["source"] == trader:
            new = info["newAccount"]
            # created and closed here: the rent came back to whoever the close paid, not a cost
            if owned.get(new, (None,))[0] != trader and post.get(new, 0) > 0:
                foreign_rent += info["lamports"]
    return total + tips + foreign_rent, tips, foreign_rent

def unlisted_outflows(tx, trader, owned):
    """Top-level SOL transfers from the trader to accounts it does not own and
    that are not listed tips: part of the net price by the definition used
    here, reported beside it so a reader can see the swap's own amount."""
    total = 0
    for ix in tx["transaction"]["message"]["instructions"]:
        p = ix.get("parsed")
        if ix.get("programId") != SYSTEM or not isinstance(p, dict) or p["type"] != "transfer":
            continue
        i = p["info"]
        if i["source"] == trader and i["destination"] != trader and owned.get(i["destination"], (None,))[0] != trader and i["destination"] not in TIP_ACCOUNTS:
            total += i["lamports"]
    return total

def venue_of(tx):
    progs = invoked_programs(tx)
    venues = [p for p in progs if p in VENUES]
    aggs = [p for p in progs if p in AGGREGATORS]
    return venues, aggs, progs

def propose(entry):
    tx = entry["transaction"]
    sig = entry["signature"]
    keys = key_list(tx)
    payer = keys[0]
    venues, aggs, progs = venue_of(tx)
    base = {"signature": sig, "source": entry["source"], "venues_invoked": venues, "aggregators_invoked": aggs}
    if tx["meta"].get("err") is not None:
        return {**base, "kind": "failed", "rule": "meta.err set", "ambiguous": False}
    owned = owners_of_token_accounts(tx)
    deltas = token_deltas(tx)
    signers = [k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"] if k["signer"]]
    # the trader: a signer whose own token balances moved; the fee payer if several
    movers = [s for s in signers if deltas.get(s)]
    if len(movers) > 1 and all(len(deltas[m]) == 1 for m in movers):
        trades = [propose_for(tx, m, owned, deltas, venues, aggs) for m in movers]
        if all(t.get("kind") == "trade" for t in trades):
            return {**base, "kind": "trade", "trades": [t["trades"][0] for t in trades], "rule": "several signers traded (bundle)", "ambiguous": True}
    trader = payer if payer in movers or not movers else movers[0]
    return {**base, **propose_for(tx, trader, owned, deltas, venues, aggs)}

def propose_for(tx, trader, owned, deltas, venues, aggs):
    mine = deltas.get(trader, {})
    sol, tips, foreign_rent = sol_swap_amount(tx, trader, owned)
    wsol_token = mine.get(WSOL, 0)
    tokens = {m: v for m, v in mine.items() if m not in STABLES and m != WSOL}
    stables = {m: v for m, v in mine.items() if m in STABLES}
    out = {"trader": trader, "token_deltas": tokens, "stable_deltas": stables, "sol_swap_lamports": sol,
           "wsol_token_delta": wsol_token, "tips": tips, "foreign_rent": foreign_rent}
    venue = venues[-1] if len(venues) == 1 else (aggs[0] if aggs else (venues[0] if venues else None))
    traded = bool(venues or aggs)
    if len(tokens) == 1:
        mint, amt = next(iter(tokens.items()))
        quote = None
        if stables and all((v > 0) != (amt > 0) for v in stables.values()):
            qm, qv = next(iter(stables.items()))
            quote = (qm, abs(qv))
        elif (sol > 0) != (amt > 0) and abs(sol) > 0:
            quote = (WSOL, abs(sol))
        if quote and traded:
            trade = {"trader": trader, "side": "buy" if amt > 0 else "sell", "token_mint": mint, "token_amount": str(abs(amt)),
                     "quote_mint": quote[0], "quote_amount": str(quote[1]), "venue": venue}
            unlisted = unlisted_outflows(tx, trader, owned) if quote[0] == WSOL else 0
            if unlisted:
                trade["swap_quote_amount"] = str(quote[1] - unlisted if amt > 0 else quote[1] + unlisted)
            return {**out, "kind": "trade", "trades": [trade], "rule": "one token vs opposite quote, venue invoked", "ambiguous": len(venues) > 1 or abs(sol) < 100000}
        if not traded:
            return {**out, "kind": "transfer", "rule": "one token moved, no venue program invoked", "ambiguous": True}
        return {**out, "kind": "other", "rule": "one token moved with a venue but no opposite quote", "ambiguous": True}
    if len(tokens) >= 2:
        return {**out, "kind": "other", "rule": "two or more tokens moved (liquidity, LP or token-to-token)", "ambiguous": True}
    traded = bool(venues or aggs)
    if traded and len(stables) == 2 and sorted(stables.values())[0] < 0 < sorted(stables.values())[1]:
        (got, gv), (gave, qv) = sorted(stables.items(), key=lambda kv: -kv[1])
        trade = {"trader": trader, "side": "buy", "token_mint": got, "token_amount": str(gv), "quote_mint": gave, "quote_amount": str(-qv), "venue": venue}
        return {**out, "kind": "trade", "trades": [trade], "rule": "stablecoin to stablecoin", "ambiguous": False}
    if traded and len(stables) == 1:
        (sm, sv), = stables.items()
        # a SOL/stable trade at a SOL price between $5 and $1000; anything else is a round trip (arbitrage) with dust
        price = abs(sv) / abs(sol) * 1000 if sol else 0
        if sol and (sv > 0) != (sol > 0) and 5 <= price <= 1000:
            trade = {"trader": trader, "side": "buy" if sol > 0 else "sell", "token_mint": WSOL, "token_amount": str(abs(sol)), "quote_mint": sm, "quote_amount": str(abs(sv)), "venue": venue}
            return {**out, "kind": "trade", "trades": [trade], "rule": "SOL against a stablecoin", "ambiguous": False}
        return {**out, "kind": "other", "rule": "arbitrage: only a quote asset changed, by dust", "ambiguous": True}
    if stables:
        return {**out, "kind": "transfer", "rule": "stablecoin moved without venue", "ambiguous": False}
    if traded:
        return {**out, "kind": "other", "rule": "arbitrage or no-op: venue invoked, no token moved for the trader", "ambiguous": True}
    return {**out, "kind": "transfer", "rule": "only SOL moved, no venue", "ambiguous": abs(sol) == 0}

if __name__ == "__main__":
    corpus = json.load(open(sys.argv[1]))
    proposals = [propose(e) for e in corpus]
    json.dump(proposals, open(sys.argv[2], "w"), indent=1)
    from collections import Counter
    print(Counter(p["kind"] for p in proposals), "ambiguous", sum(p["ambiguous"] for p in proposals))
