#!/usr/bin/env python3
"""Wave 3 of the corpus: further recorded mainnet getTransaction answers.

Run by hand, once, against local snapshots (git directories) of the source
repositories, like gather_corpus.py; writes transactions/<source>.jsonl in the
same line format. Not run by tests. Usage:
  gather_wave3.py <mirror-root> <out-dir> <formfunction-dump.json> <corpus-signatures.txt>
<formfunction-dump.json>: formfunction's TypeScript fixtures imported with tsx
and written as [{file, name, value}] (their literals are plain JSON values).
<corpus-signatures.txt>: signatures already in the corpus (one a line), kept out.
"""
import json, re, subprocess, sys
import yaml

MIRROR, OUT, FF_DUMP, HAVE = sys.argv[1:5]
have = set(open(HAVE).read().split())

def git(repo, *args):
    return subprocess.run(["git", "-C", f"{MIRROR}/{repo}/repo", *args], capture_output=True).stdout.decode(errors="replace")

def write(name, rows):
    with open(f"{OUT}/{name}.jsonl", "w") as f:
        for row in rows:
            f.write(json.dumps(row, separators=(",", ":")) + "\n")
    print(name, len(rows))

def take(rows, row):
    if row["signature"] not in have:
        have.add(row["signature"])
        rows.append(row)

# rotki/test-caching: VCR cassettes of rotki's Solana tests; every recorded
# getTransaction answer (json encoding) exactly as the node sent it.
rows = []
repo = "rotki+test-caching"
for p in sorted(p for p in git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines() if p.endswith(".yaml") and "solana" in p.lower()):
    for commit in git(repo, "log", "--all", "--format=%H", "--diff-filter=AM", "--", p).split():
        text = git(repo, "show", f"{commit}:{p}")
        if "getTransaction" not in text:
            continue
        for it in yaml.safe_load(text).get("interactions", []):
            body = it["request"].get("body")
            answer = it["response"]["body"].get("string")
            if not body or not answer or "getTransaction" not in str(body):
                continue
            asked, got = json.loads(body), json.loads(answer)
            for q, r in zip(asked if isinstance(asked, list) else [asked], got if isinstance(got, list) else [got]):
                if q.get("method") != "getTransaction" or not isinstance(r, dict) or not r.get("result") or r["result"].get("meta") is None:
                    continue
                tx = r["result"]
                encoding = q["params"][1].get("encoding", "json") if len(q["params"]) > 1 else "json"
                take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": encoding, "path": p, "commit": commit, "transaction": tx})
write("rotki", rows)

# formfunction-hq/formfunction-monorepo: mainnet transactions kept as test
# constants (each names its explorer link; the signature matches it). Left
# out: the devnet ones (?cluster=devnet), the two its authors say they edited
# (CancelListingTx: program id replaced; InstantSaleTxLegacy: auction house
# keys replaced) and those with no link to tell the cluster.
MAINNET_FF = {"CreateMasterEditionTx", "HolaplexBidTx", "HolaplexBidTx2", "HolaplexClaimBidTx", "HolaplexClaimBidTx2",
              "HolaplexRedeemPrintingTx", "HolaplexRedeemTx", "MintNewEditionFromMasterEditionViaVaultProxyTx"}
ff_commit = git("formfunction-hq+formfunction-monorepo", "rev-parse", "HEAD").strip()
rows = []
for e in json.load(open(FF_DUMP)):
    name = e["file"].removesuffix(".ts")
    if name in MAINNET_FF:
        tx = e["value"]
        take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": "jsonParsed", "path": f"packages/server/src/__tests__/constants/{e['file']}", "commit": ff_commit, "transaction": tx})
write("formfunction", rows)

# qvecs/soltxs: the RPC-shaped fixtures (the *_geyser ones are a different shape).
rows = []
repo = "qvecs+soltxs"
for p in sorted(p for p in git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines() if p.startswith("tests/.data/") and p.endswith("_rpc.json")):
    tx = json.loads(git(repo, "show", f"HEAD:{p}"))["result"]
    take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": "json", "path": p, "transaction": tx})
write("soltxs", rows)

# darrendc26/agavesim: the getTransaction answers kept as Rust raw strings
# (src/txn_json.rs); JSON1-3 are already in recorded.jsonl.
rows = []
text = git("darrendc26+agavesim", "show", "HEAD:src/txn_json.rs")
for name, body in re.findall(r'pub const (\w+): &str = r#"(.*?)"#;', text, re.S):
    tx = json.loads(body)["result"]
    take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": "json", "path": f"src/txn_json.rs#{name}", "transaction": tx})
write("agavesim", rows)

# coinbase/chainstorage: getBlock answers trimmed to a few transactions; the
# non-vote transactions of the blocks no other fixture was derived from by
# hand (transaction_err.json is block.json with an error put in;
# block_account_deletion.json and block_new_token_account.json hold two
# different versions of one transaction; block_no_preBalances.json has no meta).
rows = []
repo = "coinbase+chainstorage"
VOTE = "Vote111111111111111111111111111111111111111"
for p in ["internal/utils/fixtures/parser/solana/block.json", "internal/utils/fixtures/parser/solana/block_241043141_v2.json", "internal/utils/fixtures/parser/solana/block_with_versioned_tx.json"]:
    block = json.loads(git(repo, "show", f"HEAD:{p}"))
    block = block.get("result", block)
    for tx in block["transactions"]:
        keys = [k if isinstance(k, str) else k["pubkey"] for k in tx["transaction"]["message"]["accountKeys"]]
        programs = {ix.get("programId") or keys[ix["programIdIndex"]] for ix in tx["transaction"]["message"]["instructions"]}
        if VOTE in programs or tx.get("meta") is None:
            continue
        encoding = "jsonParsed" if isinstance(tx["transaction"]["message"]["accountKeys"][0], dict) else "json"
        take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": encoding, "path": p, "transaction": tx})
write("chainstorage", rows)

# 0xjeffro/tx-parser: the first version of solana/data/pumpfun_buy_0.json
# (a6351b6), replaced by another buy one commit later.
rows = []
doc = json.loads(git("0xjeffro+tx-parser", "show", "a6351b6:solana/data/pumpfun_buy_0.json"))
for d in doc if isinstance(doc, list) else [doc]:
    tx = d.get("result", d)
    take(rows, {"signature": tx["transaction"]["signatures"][0], "encoding": "json", "path": "solana/data/pumpfun_buy_0.json", "commit": "a6351b6", "transaction": tx})
write("jeffro-history", rows)
