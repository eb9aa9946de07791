#!/usr/bin/env python3
"""Gather real mainnet getTransaction answers from public repositories' fixtures.

Run by hand, once, against local snapshots (git directories) of the source
repositories; writes server/chain/testing/corpus/transactions/<source>.jsonl.
Each line: {"signature", "encoding" ("json" | "jsonParsed"), "path", "transaction"}
with the transaction exactly as published (only unwrapped from a JSON-RPC
envelope or an array). Not run by tests; kept to show how the corpus was made.
Usage: gather_corpus.py <mirror-root> <out-dir> [name=tsx-dump.json=source-path-prefix ...]
"""
import json, subprocess, sys, os, re

MIRROR, OUT = sys.argv[1], sys.argv[2]

def show(repo, path, commit="HEAD"):
    return subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", "show", f"{commit}:{path}"], capture_output=True, check=True).stdout.decode()

def git(repo, *args):
    return subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", *args], capture_output=True, check=True).stdout.decode()

def history_files(repo, pattern):
    """(commit, path) for every path matching pattern ever added, at the last commit that added or modified it."""
    paths = sorted({p for p in git(repo, "log", "--all", "--name-only", "--format=").splitlines() if re.search(pattern, p)})
    for p in paths:
        c = git(repo, "log", "--all", "--format=%H", "--diff-filter=AM", "-1", "--", p).strip()
        if c:
            yield c, p

def concatenated_json(text):
    """Files holding several JSON documents one after another (websocket dumps)."""
    dec, i, out = json.JSONDecoder(), 0, []
    while i < len(text):
        while i < len(text) and text[i] in " \n\r\t,[]":
            i += 1
        if i >= len(text):
            break
        obj, i = dec.raw_decode(text, i)
        out.append(obj)
    return out

def ls(repo, under):
    out = subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", "ls-tree", "-r", "--name-only", "HEAD", under], capture_output=True, check=True).stdout.decode()
    return [p for p in out.splitlines() if p]

GO_ZERO_RETURN_DATA = {"programId": "11111111111111111111111111111111", "data": ["", ""]}

def unwrap(doc):
    if isinstance(doc, dict) and "raw" in doc and "expected" in doc:
        # jowency-me/solana-tx-parser fixtures: {signature, expected, raw: getTransaction base64 answer}
        if "devnet" in (doc.get("description") or "").lower():
            return []  # a devnet transaction among mainnet fixtures, as its description says
        EXPECTED[doc["raw"]["transaction"][0][:120]] = {"expected": doc["expected"], "category": doc.get("category"), "description": doc.get("description")}
        raw = dict(doc["raw"])
        meta = dict(raw["meta"])
        if meta.get("returnData") == GO_ZERO_RETURN_DATA:
            meta.pop("returnData")  # solana-go writes its zero value where the node sends nothing
        raw["meta"] = meta
        return [raw]
    if isinstance(doc, dict) and doc.get("method") == "transactionNotification":
        doc = doc["params"]["result"]["transaction"]  # Helius transactionSubscribe, jsonParsed
    if isinstance(doc, dict) and "result" in doc and "jsonrpc" in doc:
        doc = doc["result"]
    if isinstance(doc, list):
        return [d for x in doc for d in unwrap(x)]
    if isinstance(doc, dict) and "transaction" in doc and "meta" in doc:
        return [doc]
    return []

EXPECTED = {}

def signature_of(tx):
    if isinstance(tx["transaction"], list):  # base64: the first signature sits after a one-byte count
        import base64
        import base58_lite
        return base58_lite.b58encode(base64.b64decode(tx["transaction"][0])[1:65])
    return tx["transaction"]["signatures"][0]

def encoding(tx):
    if isinstance(tx["transaction"], list):
        return "base64"
    keys = tx["transaction"]["message"]["accountKeys"]
    return "jsonParsed" if keys and isinstance(keys[0], dict) else "json"

def entries(repo, paths):
    for item in paths:
        commit, p = item if isinstance(item, tuple) else ("HEAD", item)
        try:
            docs = concatenated_json(show(repo, p, commit))
        except Exception as e:  # a broken fixture is skipped, not repaired
            print(f"skip {repo}:{p}: {e}", file=sys.stderr)
            continue
        for doc in docs:
            for tx in unwrap(doc):
                if tx.get("meta") is None:
                    continue
                if tx.get("version") not in (None, "legacy", 0):
                    continue  # e.g. version "0" as a string: hand-edited, not what a node writes
                row = {"signature": signature_of(tx), "encoding": encoding(tx), "path": p, "transaction": tx}
                if commit != "HEAD":
                    row["commit"] = commit
                yield row

SOURCES = {
    "coinpusher": ("ultravigilante+coinpusher", lambda r: [p for p in ls(r, "test/core/solana/data") if p.endswith(".json")]),
    "tee-py": ("Tee-py+solana-txn-parser", lambda r: [p for p in ls(r, "tests") if p.endswith(".json")]),
    "jeffro": ("0xjeffro+tx-parser", lambda r: [p for p in ls(r, "solana/data") if p.endswith(".json") and "broken" not in p]),  # broken_data_*: deliberately corrupted fixtures
    "swap-scan": ("jiangxiaop+solana-swap-scan", lambda r: [p for p in ls(r, "test") if p.endswith(".json") and "result" not in p] + ["pumpfunTransactions.json"]),
    "explorer": ("solana-foundation+explorer", lambda r: [p for p in ls(r, "app/entities/transfer-instruction/__fixtures__") if "/mainnet-" in p]),
    # the unmodified JSON answers MetaMask kept before turning them into TypeScript
    "metamask-json": ("MetaMask+snap-solana-wallet", lambda r: list(history_files(r, r"transactions-data/.*\.json$"))),
    # Tee-py/solana-txn-parser's fixtures as copied, with history, into vexelgray/solana-swap-parser
    "vexelgray": ("vexelgray+solana-swap-parser", lambda r: list(history_files(r, r"tests/.*\.json$"))),
    "happ": ("happ-manager+crypto-emulator-service", lambda r: list(history_files(r, r"src/assets/.*\.json$"))),
    # base64 getTransaction answers recorded with solana-go, each with the project's expected reading
    "jowency": ("jowency-me+solana-tx-parser", lambda r: list(history_files(r, r"testdata/transactions/.*\.json$"))),
}

def dump_entries(dump_path, path_prefix):
    """Fixtures written as TypeScript literals (MetaMask's bigint `n` suffixes
    and kit helpers, happ-manager's numeric separators) were imported with tsx
    and dumped as [{file, name, value}] (bigints as numbers). Mocks with
    made-up signatures are skipped."""
    for e in json.load(open(dump_path)):
        values = e["value"] if isinstance(e["value"], list) else [e["value"]]
        for v in values:
            for tx in unwrap(v):
                sig = tx["transaction"]["signatures"][0]
                if sig.startswith("signature-") or tx.get("meta") is None:
                    continue
                # MetaMask's fixture type renames addressTableLookups'
                # readonlyIndexes to readableIndexes and writes null for a
                # legacy message's absent lookups; both are put back to the
                # node's spelling, nothing else is touched.
                msg = tx["transaction"]["message"]
                if "addressTableLookups" in msg and msg["addressTableLookups"] is None:
                    msg.pop("addressTableLookups")
                for lookup in msg.get("addressTableLookups", []) or []:
                    if "readableIndexes" in lookup:
                        lookup["readonlyIndexes"] = lookup.pop("readableIndexes")
                yield {"signature": sig, "encoding": encoding(tx), "path": path_prefix + e["file"], "transaction": tx}

# Not mainnet: transactions holding devnet USDC (4zMMC9...), and every
# transaction of the test wallet that held it (MetaMask's send fixtures).
DEVNET_MINTS = {"4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU"}
DEVNET_WALLETS = {"BLw3RweJmfbTapJRgnPRvd962YDjFYAnVGd1p5hmZ5tP"}

def on_devnet(tx):
    if isinstance(tx["transaction"], list):
        return bool({b["mint"] for b in (tx["meta"].get("preTokenBalances") or []) + (tx["meta"].get("postTokenBalances") or [])} & DEVNET_MINTS)
    keys = [k if isinstance(k, str) else k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"]]
    mints = {b["mint"] for b in (tx["meta"].get("preTokenBalances") or []) + (tx["meta"].get("postTokenBalances") or [])}
    return bool(mints & DEVNET_MINTS or set(keys) & DEVNET_WALLETS)

seen = set()
os.makedirs(OUT, exist_ok=True)
for name, (repo, paths) in SOURCES.items():
    rows = []
    for e in entries(repo, paths(repo)):
        if on_devnet(e["transaction"]):
            print(f"skip {e['path']}: devnet", file=sys.stderr)
            continue
        if e["signature"] in seen:
            continue
        seen.add(e["signature"])
        rows.append(e)
    with open(f"{OUT}/{name}.jsonl", "w") as f:
        for e in rows:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")
    print(name, len(rows))

# the jowency fixtures' own expected readings, kept as a second opinion beside the labels
opinions = {}
for name in SOURCES:
    path = f"{OUT}/{name}.jsonl"
    for line in open(path):
        row = json.loads(line)
        if row["encoding"] == "base64":
            found = EXPECTED.get(row["transaction"]["transaction"][0][:120])
            if found:
                opinions[row["signature"]] = {"path": row["path"], **found}
if opinions:
    with open(f"{OUT}/jowency-expected.json", "w") as f:
        json.dump(opinions, f, indent=1, sort_keys=True)
    print("jowency expected readings", len(opinions))

# extra dumps: name=dump.json=path-prefix (the path prefix names the source folder)
for arg in sys.argv[3:]:
    name, dump, prefix = arg.split("=")
    rows = []
    for e in dump_entries(dump, prefix):
        if not on_devnet(e["transaction"]) and e["signature"] not in seen:
            seen.add(e["signature"])
            rows.append(e)
    with open(f"{OUT}/{name}.jsonl", "w") as f:
        for e in rows:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")
    print(name, len(rows))
