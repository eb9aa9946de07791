#!/usr/bin/env python3
"""Gather real mainnet getTransaction answers from public repositories' fixtures.

Run by hand, once, against local snapshots (git directories) of the source
repositories; writes server/chain/testing/corpus/transactions/<source>.jsonl.
Each line: {"signature", "encoding" ("json" | "jsonParsed"), "path", "transaction"}
with the transaction exactly as published (only unwrapped from a JSON-RPC
envelope or an array). Not run by tests; kept to show how the corpus was made.
Usage: gather_corpus.py <mirror-root> <out-dir> [metamask-dump.json]
"""
import json, subprocess, sys, os, re

MIRROR, OUT = sys.argv[1], sys.argv[2]

def show(repo, path):
    return subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", "show", f"HEAD:{path}"], capture_output=True, check=True).stdout.decode()

def ls(repo, under):
    out = subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", "ls-tree", "-r", "--name-only", "HEAD", under], capture_output=True, check=True).stdout.decode()
    return [p for p in out.splitlines() if p]

def unwrap(doc):
    if isinstance(doc, dict) and "result" in doc and "jsonrpc" in doc:
        doc = doc["result"]
    if isinstance(doc, list):
        return [d for x in doc for d in unwrap(x)]
    if isinstance(doc, dict) and "transaction" in doc and "meta" in doc:
        return [doc]
    return []

def encoding(tx):
    keys = tx["transaction"]["message"]["accountKeys"]
    return "jsonParsed" if keys and isinstance(keys[0], dict) else "json"

def entries(repo, paths):
    for p in paths:
        try:
            doc = json.loads(show(repo, p))
        except Exception as e:  # a broken fixture is skipped, not repaired
            print(f"skip {repo}:{p}: {e}", file=sys.stderr)
            continue
        for tx in unwrap(doc):
            if tx.get("meta") is None:
                continue
            yield {"signature": tx["transaction"]["signatures"][0], "encoding": encoding(tx), "path": p, "transaction": tx}

SOURCES = {
    "coinpusher": ("ultravigilante+coinpusher", lambda r: [p for p in ls(r, "test/core/solana/data") if p.endswith(".json")]),
    "tee-py": ("Tee-py+solana-txn-parser", lambda r: [p for p in ls(r, "tests") if p.endswith(".json")]),
    "jeffro": ("0xjeffro+tx-parser", lambda r: [p for p in ls(r, "solana/data") if p.endswith(".json") and "broken" not in p]),  # broken_data_*: deliberately corrupted fixtures
    "swap-scan": ("jiangxiaop+solana-swap-scan", lambda r: [p for p in ls(r, "test") if p.endswith(".json") and "result" not in p] + ["pumpfunTransactions.json"]),
    "explorer": ("solana-foundation+explorer", lambda r: [p for p in ls(r, "app/entities/transfer-instruction/__fixtures__") if "/mainnet-" in p]),
}

def metamask_entries(dump_path):
    """MetaMask's fixtures are TypeScript literals (bigint `n` suffixes, kit
    helpers); they were imported with tsx and dumped with bigints as numbers
    (dump.json: [{file, name, value}]). Mocks with made-up signatures are skipped."""
    for e in json.load(open(dump_path)):
        v = e["value"]
        if isinstance(v, dict) and "result" in v:
            v = v["result"]
        if not (isinstance(v, dict) and "transaction" in v and "meta" in v):
            continue
        sig = v["transaction"]["signatures"][0]
        if sig.startswith("signature-"):
            continue
        # Their fixture type renames addressTableLookups' readonlyIndexes to
        # readableIndexes and writes null for a legacy message's absent lookups;
        # both are put back to the node's spelling, nothing else is touched.
        msg = v["transaction"]["message"]
        if msg.get("addressTableLookups") is None:
            msg.pop("addressTableLookups", None)
        for lookup in msg.get("addressTableLookups", []):
            if "readableIndexes" in lookup:
                lookup["readonlyIndexes"] = lookup.pop("readableIndexes")
        yield {"signature": sig, "encoding": encoding(v), "path": "packages/snap/src/core/test/mocks/transactions-data/" + e["file"], "transaction": v}

seen = set()
os.makedirs(OUT, exist_ok=True)
for name, (repo, paths) in SOURCES.items():
    rows = []
    for e in entries(repo, paths(repo)):
        if e["signature"] in seen:
            continue
        seen.add(e["signature"])
        rows.append(e)
    with open(f"{OUT}/{name}.jsonl", "w") as f:
        for e in rows:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")
    print(name, len(rows))

if len(sys.argv) > 3:
    rows = []
    for e in metamask_entries(sys.argv[3]):
        if e["signature"] not in seen:
            seen.add(e["signature"])
            rows.append(e)
    with open(f"{OUT}/metamask.jsonl", "w") as f:
        for e in rows:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")
    print("metamask", len(rows))
