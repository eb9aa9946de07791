#!/usr/bin/env python3
"""Merge rule proposals, the flow cross-check and the hand decisions into
labels.json. Usage: build_labels.py <corpus.json> <proposals.json> <labels.json>"""
import json, sys
from hand_labels import HAND
from flow_check import flows

corpus = {e["signature"]: e for e in json.load(open(sys.argv[1]))}
proposals = json.load(open(sys.argv[2]))

def resolve(prefix, tx):
    """Hand labels name addresses by prefix; expand against the transaction's keys and balances."""
    if len(prefix) >= 32:
        return prefix
    keys = [k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"]]
    keys += [b["mint"] for b in (tx["meta"].get("preTokenBalances") or []) + (tx["meta"].get("postTokenBalances") or [])]
    keys += [b.get("owner") or "" for b in (tx["meta"].get("preTokenBalances") or []) + (tx["meta"].get("postTokenBalances") or [])]
    found = {k for k in keys if k.startswith(prefix)}
    assert len(found) == 1, (prefix, found)
    return found.pop()

FIELDS = ["trader", "side", "token_mint", "token_amount", "quote_mint", "quote_amount", "swap_quote_amount", "swap_token_amount", "venue", "route_venues"]
labels = []
for p in proposals:
    sig = p["signature"]
    tx = corpus[sig]["transaction"]
    hand = next((h for k, h in HAND.items() if sig.startswith(k)), None)
    label = {"signature": sig, "source": p["source"], "path": corpus[sig]["path"], "kind": p["kind"], "checks": ["balance-rule"]}
    trades = [dict(t) for t in p.get("trades") or []]
    if hand:
        label["checks"].append("hand")
        if "kind" in hand:
            label["kind"] = hand["kind"]
            trades = [] if hand["kind"] != "trade" else trades
        for i, patch in enumerate(hand.get("trades", [])):
            if i < len(trades) and "trader" not in patch:
                trades[i].update(patch)
            else:
                trades = trades[:i] + [dict(patch)]
        if hand.get("note"):
            label["note"] = hand["note"]
    elif p["ambiguous"] or p["kind"] not in ("trade", "failed"):
        raise SystemExit(f"{sig}: ambiguous or non-trade proposal without a hand decision ({p['rule']})")
    if label["kind"] == "trade":
        out = []
        for t in trades:
            t = {k: (resolve(v, tx) if k in ("trader", "token_mint", "quote_mint", "venue") else v) for k, v in t.items()}
            q, tin, tout = flows(tx, t["trader"], t["quote_mint"], t["token_mint"])
            token_flow = tin if t["side"] == "buy" else tout
            if str(token_flow) == t["token_amount"] and (t["side"] == "sell" or str(q) in (t["quote_amount"], t.get("swap_quote_amount"))):
                if "transfer-flows" not in label["checks"]:
                    label["checks"].append("transfer-flows")
            elif "hand" not in label["checks"]:
                raise SystemExit(f"{sig}: balance rule and transfer flows disagree and no hand decision")
            out.append({k: t[k] for k in FIELDS if k in t})
        label["trades"] = out
    label["hand_checked"] = "hand" in label["checks"]
    labels.append(label)
json.dump(labels, open(sys.argv[3], "w"), indent=1)
from collections import Counter
print(Counter(l["kind"] for l in labels), "hand-checked", sum(l["hand_checked"] for l in labels), "trades", sum(len(l.get("trades", [])) for l in labels))
