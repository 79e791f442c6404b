import { useId, useRef, useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { calculateCost, formatMoney, type CostInputs } from "./cost";

const FIELDS: readonly {
  key: keyof CostInputs;
  label: string;
  placeholder: string;
  whole?: boolean;
  hint?: string;
}[] = [
  { key: "unitCost", label: "Unit Cost ($)", placeholder: "0.00" },
  { key: "quantity", label: "Quantity", placeholder: "0", whole: true, hint: "Whole units" },
  { key: "shipping", label: "Shipping Cost ($)", placeholder: "0.00" },
  { key: "taxRate", label: "Tax Rate (%)", placeholder: "0" },
];

export function CostCalculator() {
  const id = useId();
  const [inputs, setInputs] = useState<CostInputs>({
    unitCost: "",
    quantity: "",
    shipping: "",
    taxRate: "",
  });
  const summary = calculateCost(inputs);
  const fieldsRef = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(fieldsRef, (typed) => setInputs((current) => ({ ...current, ...typed })));

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div ref={fieldsRef} className="grid content-start gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.key} className="flex flex-col gap-2">
            <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.key}`}
              name={field.key}
              type="number"
              inputMode={field.whole ? "numeric" : "decimal"}
              step={field.whole ? 1 : "any"}
              placeholder={field.placeholder}
              value={inputs[field.key]}
              onChange={(event) => {
                // From the latest state: what was typed before hydration may not be rendered yet.
                const value = event.target.value;
                setInputs((current) => ({ ...current, [field.key]: value }));
              }}
              aria-describedby={field.hint ? `${id}-${field.key}-hint` : undefined}
              className="font-mono tabular-nums"
            />
            {field.hint ? (
              <span id={`${id}-${field.key}-hint`} className="text-xs text-slate-600">
                {field.hint}
              </span>
            ) : null}
          </div>
        ))}
      </div>

      <section
        aria-labelledby={`${id}-summary`}
        className="rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h3 id={`${id}-summary`} className="text-base font-semibold text-slate-900">
          Summary
        </h3>
        <dl className="mt-4 flex flex-col gap-3 text-sm" data-testid="cost-summary">
          <SummaryRow label="Subtotal" value={formatMoney(summary.subtotal)} />
          <SummaryRow label="Tax" value={formatMoney(summary.tax)} />
          <SummaryRow label="Shipping" value={formatMoney(summary.shipping)} />
          <div
            aria-live="polite"
            aria-atomic="true"
            className="flex items-baseline justify-between gap-4 border-t border-slate-300 pt-3 text-base font-semibold text-slate-900"
          >
            <dt>Total Cost</dt>
            <dd className="font-mono text-lg tabular-nums text-brand-800">
              {formatMoney(summary.total)}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-slate-700">
      <dt>{label}</dt>
      <dd className="font-mono tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
