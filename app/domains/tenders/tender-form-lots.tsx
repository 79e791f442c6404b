import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { recordOptions } from "~/components/ui/native-select";
import { LOT_LIMITS } from "./lots";
import type { TenderFormValues } from "./tender-form.server";

// The tender form's lots (decision 390): a few rows without JavaScript (blank ones are no lot),
// each with a title and a description, the optional limit of lots per supplier, and on each line
// item the lot it belongs to. A tender whose lot rows are all blank is undivided.

/** A published tender's lots as an amendment's items choose them (decision 456). */
export const storedLotChoices = (lots: TenderFormValues["lots"]) =>
  lots.map((l, i) => ({ value: String(i + 1), label: `Lot ${i + 1}: ${l.title}` }));

/** The lots an item may choose, by the lot row's number: the rows' titles when typed. */
export function lotChoices(lots: TenderFormValues["lots"]): { value: string; label: string }[] {
  const rows = Math.max(lots.length, LOT_LIMITS.lotRows);
  return Array.from({ length: rows }, (_, i) => ({
    value: String(i + 1),
    label: lots[i]?.title ? `Lot ${i + 1}: ${lots[i]!.title}` : `Lot ${i + 1}`,
  }));
}

export function LotsFieldset({
  initial,
  maxLots,
  errors,
}: {
  initial: TenderFormValues["lots"];
  maxLots: string;
  errors: Partial<Record<string, string>>;
}) {
  const rows = Math.max(initial.length, LOT_LIMITS.lotRows);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Lots (optional)</legend>
      <p className="text-sm text-slate-600">
        Split the tender into lots that suppliers bid on separately: give each lot a title, then
        choose each line item&apos;s lot. Leave these blank for one undivided tender.
      </p>
      {errors.lots ? (
        <p id="tender-lots-error" className="text-sm font-medium text-red-700">
          {errors.lots}
        </p>
      ) : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-12">
          <InputField
            id={`lotTitle-${i}`}
            label={`Lot ${i + 1} name`}
            name="lotTitle"
            defaultValue={initial[i]?.title ?? ""}
            maxLength={LOT_LIMITS.titleMax}
            fieldClassName="sm:col-span-4"
          />
          <TextareaField
            id={`lotDescription-${i}`}
            label={`Lot ${i + 1} details`}
            name="lotDescription"
            defaultValue={initial[i]?.description ?? ""}
            maxLength={LOT_LIMITS.descriptionMax}
            rows={2}
            fieldClassName="sm:col-span-8"
          />
        </div>
      ))}
      <InputField
        id="tender-maxLots"
        label="Maximum lots per supplier (optional)"
        name="maxLots"
        inputMode="numeric"
        defaultValue={maxLots}
        error={errors.maxLots}
        hint="Leave blank to let a supplier bid on every lot."
        fieldClassName="sm:max-w-xs"
      />
    </fieldset>
  );
}

/** A line item's lot: a choice among the lot rows, "No lot" for an undivided tender. */
export function ItemLotField({
  row,
  value,
  lots,
  fixed = false,
}: {
  row: number;
  value: string;
  lots: { value: string; label: string }[];
  /** An amended tender's stored item: it stays in its lot (decision 456), named, not chosen. */
  fixed?: boolean;
}) {
  if (fixed)
    return (
      <p className="text-sm text-slate-600 sm:col-span-12">
        <input type="hidden" name="itemLot" value={value} />
        In {lots.find((l) => l.value === value)?.label ?? "no lot"}
      </p>
    );
  return (
    <SelectField
      id={`itemLot-${row}`}
      label={`Lot for line ${row + 1}`}
      name="itemLot"
      defaultValue={value}
      placeholder="No lot"
      {...recordOptions(lots.map((l) => ({ id: l.value, name: l.label })))}
      fieldClassName="sm:col-span-12"
    />
  );
}
