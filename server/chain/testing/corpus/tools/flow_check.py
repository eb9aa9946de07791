#!/usr/bin/env python3
"""Second, independent reading of a buy's price: the quote that flowed out of
the trader's accounts by transfer instructions (SPL transfers of the quote mint
from accounts the trader owns, System transfers from the trader to accounts it
does not own and that are not listed tips), against the balance rule of
propose_labels.py. Lists every trade where the two disagree, for a hand check.
Sells are compared on the token leg only (pump.fun pays sells by writing
lamports, with no transfer instruction to read).
Usage: flow_check.py <corpus.json> <proposals.json>"""
import json, sys
from propose_labels import owners_of_token_accounts, all_instructions, SYSTEM, TIP_ACCOUNTS

def flows(tx, trader, quote_mint, token_mint):
    owned = owners_of_token_accounts(tx)
    mine = lambda a: a == trader or owned.get(a, (None,))[0] == trader
    mint_of = lambda a: owned.get(a, (None, None))[1]
    quote_out = token_in = token_out = 0
    outer, inner = all_instructions(tx)
    keys = [k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"]] + tx["meta"].get("loadedAddresses", {}).get("writable", []) + tx["meta"].get("loadedAddresses", {}).get("readonly", [])
    pre = dict(zip(keys, tx["meta"]["preBalances"]))
    # a transfer that funds a new account later allocated is rent, as createAccount (not a price)
    allocated = {ix["parsed"]["info"]["account"] for ix in outer + inner
                 if ix.get("programId") == SYSTEM and isinstance(ix.get("parsed"), dict) and ix["parsed"]["type"] in ("allocate", "allocateWithSeed")}
    for ix in outer + inner:
        p = ix.get("parsed")
        if not isinstance(p, dict):
            continue
        i = p["info"]
        if p["type"] == "transfer" and ix["programId"] == SYSTEM and i["destination"] in allocated and pre.get(i["destination"]) == 0:
            allocated.discard(i["destination"])
            continue
        if p["type"] == "transfer" and ix["programId"] == SYSTEM:
            if i["source"] == trader and not mine(i["destination"]) and i["destination"] not in TIP_ACCOUNTS and quote_mint.startswith("So111"):
                quote_out += i["lamports"]
        elif p["type"] in ("transfer", "transferChecked") and ix.get("program") == "spl-token":
            amt = int(i.get("amount") or i["tokenAmount"]["amount"])
            mint = i.get("mint") or mint_of(i["source"]) or mint_of(i["destination"])
            if mine(i["source"]) and not mine(i["destination"]):
                if mint == quote_mint: quote_out += amt
                if mint == token_mint: token_out += amt
            if mine(i["destination"]) and not mine(i["source"]) and mint == token_mint:
                token_in += amt
    return quote_out, token_in, token_out

if __name__ == "__main__":
    corpus = {e["signature"]: e for e in json.load(open(sys.argv[1]))}
    for p in json.load(open(sys.argv[2])):
        for t in p.get("trades") or []:
            q, tin, tout = flows(corpus[p["signature"]]["transaction"], t["trader"], t["quote_mint"], t["token_mint"])
            tok = tin if t["side"] == "buy" else tout
            ok_tok = str(tok) == t["token_amount"]
            ok_q = t["side"] == "sell" or str(q) == t["quote_amount"]
            if not (ok_tok and ok_q):
                print(p["signature"][:12], t["side"], "token", t["token_amount"], "flow", tok, "| quote", t["quote_amount"], "flow", q if t["side"] == "buy" else "-")
