import { FileTextIcon } from "lucide-react";
import {
  controlProps,
  Field,
  FieldHint,
  fieldHintId,
  InputField,
  SelectField,
} from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { STANDSTILL_DAYS } from "./award-rules";
import { useHydrated } from "~/hooks/use-hydrated";
import { hostTimeZone, UTC_ZONE } from "~/lib/zoned-time";
import type { TenderFormChoices } from "./tender-form.server";

// The tender form's budget, who may bid, currency, time zone, standstill and a draft's documents
// (issue 41; the budget and who may bid are the amendment's too, decision 395). The zones come from
// the server's list (the page's data), so the server's HTML and the browser's render agree.

export function CurrencyField({
  choices,
  value,
  error,
}: {
  choices: TenderFormChoices["currencies"];
  value: string;
  error?: string;
}) {
  const names = new Map(choices.map((c) => [c.code, c.name]));
  const options = choices.map((c) => c.code);
  // A draft in a currency the list no longer offers keeps it.
  if (value && !names.has(value)) options.push(value);
  return (
    <SelectField
      id="tender-currency"
      name="currency"
      label="Currency"
      placeholder="Choose a currency"
      options={options}
      labelOf={(code) => (names.has(code) ? `${code} - ${names.get(code)}` : code)}
      defaultValue={value}
      required
      error={error}
      hint="The budget, the bids and every amount on the tender are in it."
    />
  );
}

/**
 * The zone the deadlines are read in: the draft's or the member's last one when there is one;
 * otherwise the browser's once the page's scripts run, and UTC before (or without) them.
 */
export function TimeZoneField({
  groups,
  value,
  error,
}: {
  groups: TenderFormChoices["timeZones"];
  value: string;
  error?: string;
}) {
  const hydrated = useHydrated();
  const zone = value || (hydrated ? (hostTimeZone() ?? UTC_ZONE) : UTC_ZONE);
  const listed = groups.some((g) => g.zones.includes(zone));
  const id = "tender-timeZone";
  return (
    <Field
      id={id}
      className="sm:col-span-2"
      label="Time zone of the deadlines"
      required
      error={error}
      hint={
        <FieldHint id={fieldHintId(id)}>
          The deadlines are the local times in this zone, right across clock changes.
        </FieldHint>
      }
    >
      <div className="relative">
        {/* Keyed by the default: the browser's zone replaces UTC once the scripts run. */}
        <select
          key={zone}
          name="timeZone"
          defaultValue={zone}
          required
          className="h-10 w-full appearance-none rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-600"
          {...controlProps(id, error, true)}
          id={id}
        >
          {listed ? null : <option value={zone}>{zone}</option>}
          {groups.map((g) => (
            <optgroup key={g.region} label={g.region}>
              {g.zones.map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, " ")}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <span
          className="pointer-events-none absolute top-1/2 right-3.5 size-2 -translate-y-3/4 rotate-45 border-r-2 border-b-2 border-slate-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}

/** The days between choosing a bid and the award becoming final (decision 340). */
export function StandstillField(props: {
  id: string;
  name: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        {...props}
        label="Standstill period (days)"
        type="number"
        inputMode="numeric"
        min={STANDSTILL_DAYS.min}
        max={STANDSTILL_DAYS.max}
        step={1}
        required
        hint={`From ${STANDSTILL_DAYS.min} to ${STANDSTILL_DAYS.max} days between choosing a bid and the award becoming final. Meanwhile the bidders not chosen see their scores and may ask you about the decision.`}
      />
    </div>
  );
}

/** A draft's (or an amended tender's) documents, each with a box to remove it when saved. */
export function DraftDocuments({
  documents,
  legend = "Documents of this draft",
}: {
  documents: { id: string; name: string; size: number }[];
  legend?: string;
}) {
  if (documents.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {documents.map((d) => (
        <label key={d.id} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="removeDocument" value={d.id} />
          <FileTextIcon className="size-4" aria-hidden="true" />
          Remove {d.name} ({Math.ceil(d.size / 1024)} KB)
        </label>
      ))}
    </fieldset>
  );
}

/** The budget, and whether suppliers see it. */
export function BudgetField({
  id,
  value,
  hidden,
  error,
}: {
  id: string;
  value: string;
  hidden: boolean;
  error?: string;
}) {
  return (
    <Field
      id={id}
      label="Budget (optional)"
      error={error}
      hint={
        <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="budgetHidden" defaultChecked={hidden} />
          Hide the budget from suppliers
        </label>
      }
    >
      <Input
        id={id}
        name="budget"
        inputMode="numeric"
        defaultValue={value}
        {...controlProps(id, error)}
      />
    </Field>
  );
}

/** Who may bid: every approved company, or the invited ones. */
export function WhoMayBidFieldset({ value, hint }: { value: string; hint?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">Who may bid</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="radio" name="visibility" value="public" defaultChecked={value !== "invited"} />
        Every approved company (public)
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name="visibility"
          value="invited"
          defaultChecked={value === "invited"}
        />
        Invited companies only
      </label>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </fieldset>
  );
}
