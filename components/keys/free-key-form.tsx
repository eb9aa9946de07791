"use client";
// The free key by e-mail (POST /api/free-key): the server mails a one-time
// confirmation link; the key is shown on the page that link opens.
import { useId, useState } from "react";
import { requestFreeKey } from "@/server/contracts/endpoints/access";
import { callApi } from "@/components/api/client";

type State = { phase: "idle" | "sending" } | { phase: "sent"; message: string } | { phase: "failed"; message: string };

export function FreeKeyForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ phase: "idle" });

  async function submit() {
    setState({ phase: "sending" });
    const result = await callApi(requestFreeKey, { body: { email: email.trim() } });
    if (result.ok) setState({ phase: "sent", message: result.data.message });
    // the request was taken; only its confirmation text was not understood
    else if (result.problem.code === "bad_answer") setState({ phase: "sent", message: "A confirmation link is on its way." });
    else setState({ phase: "failed", message: result.problem.message });
  }

  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby={`${id}-title`} data-testid="free-key-form">
      <h2 id={`${id}-title`} className="font-semibold text-slate-100">
        Get a free key by e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-400">A free key has its own monthly quota, separate from this network&apos;s shared free scans. We e-mail you a one-time confirmation link.</p>
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) void submit();
        }}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-xl border border-line bg-ink/80 px-3 py-2.5 text-sm text-slate-100 outline-none placeholder:text-slate-400 focus:border-sky-400"
        />
        <button type="submit" disabled={state.phase === "sending"} className="rounded-xl border border-sky-400/60 bg-sky-500/10 px-5 py-2.5 text-sm font-semibold text-sky-100 hover:bg-sky-500/20 disabled:opacity-60">
          {state.phase === "sending" ? "Sending…" : "E-mail me a free key"}
        </button>
      </form>
      <p role="status" className={`mt-2 min-h-5 text-sm ${state.phase === "failed" ? "text-red-200" : "text-emerald-200"}`} data-testid="free-key-status">
        {state.phase === "sent" || state.phase === "failed" ? state.message : ""}
      </p>
    </section>
  );
}
