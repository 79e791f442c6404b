import { PlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  CRITERION_METHOD_LABELS,
  CRITERION_METHODS,
  methodByName,
  WEIGHTS_TOTAL,
} from "./evaluation";
import { TENDER_LIMITS } from "./rules";
import type { TenderFormValues } from "./tender-form.server";

// The tender form's award criteria and evaluation panel (issue 41, decision 320): any criterion
// with a weight (the weights add up to 100, checked on the server) and a method; the panel's
// members by their accounts' e-mail addresses. Four criterion rows without JavaScript (blank
// ones ignored); with it, more rows, and the weights' sum as they are typed.

/** Criterion rows the form shows without JavaScript. */
const CRITERION_ROWS = 4;

const methodOptions = {
  options: [...CRITERION_METHODS],
  labelOf: (m: string) => CRITERION_METHOD_LABELS[m as keyof typeof CRITERION_METHOD_LABELS] ?? m,
};

export function CriteriaFieldset({
  initial,
  error,
}: {
  initial: TenderFormValues["criteria"];
  error?: string;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(Math.max(initial.length, CRITERION_ROWS));
  const [sum, setSum] = useState(() =>
    initial.reduce((s, c) => s + (Number.parseInt(c.weight, 10) || 0), 0),
  );
  const criteria = Array.from(
    { length: rows },
    (_, i) => initial[i] ?? { name: "", weight: "", method: i === 0 ? "price" : "scored" },
  );
  const recount = (event: FormEvent<HTMLFieldSetElement>) => {
    const weights = event.currentTarget.querySelectorAll<HTMLInputElement>("input[name=weight]");
    setSum([...weights].reduce((s, w) => s + (Number.parseInt(w.value, 10) || 0), 0));
  };
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      onInput={recount}
      aria-describedby={error ? "tender-criteria-error" : "tender-criteria-hint"}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Award criteria (optional)
      </legend>
      <p id="tender-criteria-hint" className="text-sm text-slate-600">
        Name each criterion and give it a weight: the weights add up to {WEIGHTS_TOTAL}. Price is
        scored by formula (the lowest price over each bid&apos;s price, times its weight); the
        others are scored from 0 to 10 by your evaluation panel. For example Price 40, Technical
        merit 30, Quality 20 and Sustainability 10.
      </p>
      {error ? (
        <p id="tender-criteria-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {criteria.map((c, i) => (
        <div key={i} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-12">
          <InputField
            id={`criterion-${i}`}
            label={`Criterion ${i + 1}`}
            name="criterion"
            defaultValue={c.name}
            maxLength={TENDER_LIMITS.criterionMax}
            fieldClassName="sm:col-span-5"
          />
          <InputField
            id={`weight-${i}`}
            label={`Weight of criterion ${i + 1}`}
            name="weight"
            defaultValue={c.weight}
            inputMode="numeric"
            fieldClassName="sm:col-span-3"
          />
          <SelectField
            id={`method-${i}`}
            label={`How criterion ${i + 1} is scored`}
            name="method"
            placeholder="By its name"
            defaultValue={c.method || (c.name ? methodByName(c.name) : "")}
            fieldClassName="sm:col-span-4"
            {...methodOptions}
          />
        </div>
      ))}
      {hydrated ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className={
              sum === WEIGHTS_TOTAL ? "text-sm text-emerald-800" : "text-sm text-slate-700"
            }
            aria-live="polite"
          >
            The weights add up to {sum} of {WEIGHTS_TOTAL}.
          </p>
          {rows < TENDER_LIMITS.criteriaMax ? (
            <Button variant="outline" size="sm" onClick={() => setRows((n) => n + 1)}>
              <PlusIcon aria-hidden="true" />
              Add a criterion
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

export function PanelFieldset({
  initial,
  error,
}: {
  initial: TenderFormValues["evaluators"];
  error?: string;
}) {
  const rows = TENDER_LIMITS.panelMax - 1;
  const emails = Array.from({ length: rows }, (_, i) => initial[i] ?? "");
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? "tender-evaluators-error" : "tender-evaluators-hint"}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Evaluation panel</legend>
      <p id="tender-evaluators-hint" className="text-sm text-slate-600">
        You sit on the panel. Add up to {rows} colleagues from your organisation by the e-mail
        address of their ProcureConnect account. Once the bids open, each declares that they have no
        conflict of interest, then scores the bids without seeing the others&apos; scores.
      </p>
      {error ? (
        <p id="tender-evaluators-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {emails.map((email, i) => (
          <InputField
            key={i}
            id={`evaluator-${i}`}
            label={`Evaluator ${i + 1} (e-mail)`}
            name="evaluator"
            type="email"
            autoComplete="off"
            defaultValue={email}
          />
        ))}
      </div>
    </fieldset>
  );
}
