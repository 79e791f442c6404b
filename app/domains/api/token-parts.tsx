// The API tokens page's new token, shown once (decision 490).

export function NewToken({ name, value }: { name: string; value: string }) {
  return (
    <section
      aria-labelledby="new-token"
      className="mt-8 rounded-lg border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 id="new-token" className="text-lg font-semibold text-emerald-900">
        Your new token “{name}”
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now: it is shown only this once. We keep only a fingerprint of it.
      </p>
      <label htmlFor="token-value" className="mt-3 block text-sm font-medium text-slate-900">
        Token
      </label>
      <input
        id="token-value"
        readOnly
        value={value}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900"
      />
    </section>
  );
}
