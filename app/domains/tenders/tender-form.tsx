import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  fieldBinder,
  FormMessages,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/ui/field";
import { recordOptions } from "~/components/ui/native-select";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "~/data/vocabularies";
import { TENDER_LIMITS } from "./rules";
import { useHydrated } from "~/hooks/use-hydrated";
import type { TenderFormChoices, TenderFormResult, TenderFormValues } from "./tender-form.server";
import {
  BudgetField,
  CurrencyField,
  DraftDocuments,
  StandstillField,
  TimeZoneField,
  WhoMayBidFieldset,
} from "./tender-form-fields";
import { CriteriaFieldset, PanelFieldset } from "./tender-form-criteria";
import { ItemLotField, lotChoices, LotsFieldset } from "./tender-form-lots";
import { ItemCpvField } from "./tender-form-cpv";
import { RequirementsFieldset } from "./tender-form-requirements";

// Publishing a tender (/projects/new) or editing a draft (/projects/{id}/edit): a plain multipart
// form that works without JavaScript (five line-item rows, blank ones ignored); with it, more
// rows are added in place. The deadlines are local times in the zone chosen on the form (the
// browser's by default with scripts, the member's last or UTC without), read on the server.

const TENDER_DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,.xls,.xlsx,.csv,.png,.jpg,.jpeg,application/pdf,text/csv,image/png,image/jpeg";

/** A tender's or a bid's documents: several files of the kinds a tender takes, and its problem. */
export function TenderDocumentsField({ id, error }: { id: string; error?: string }) {
  return (
    <InputField
      id={id}
      label="Documents"
      name="documents"
      type="file"
      multiple
      accept={TENDER_DOCUMENT_ACCEPT}
      error={error}
      hint="PDF, Word, Excel, CSV, PNG or JPEG, up to 10MB each."
    />
  );
}

/** A line item's fields, in order: each row repeats them with the row's number in the ids. */
const ITEM_FIELDS = [
  {
    name: "item",
    label: (i: number) => `Item ${i + 1}`,
    fieldClassName: "sm:col-span-4",
    maxLength: TENDER_LIMITS.itemMax,
  },
  {
    name: "quantity",
    label: () => "Quantity",
    fieldClassName: "sm:col-span-2",
    inputMode: "numeric",
  },
  {
    name: "unit",
    label: () => "Unit",
    fieldClassName: "sm:col-span-2",
    maxLength: TENDER_LIMITS.unitMax,
    placeholder: "piece",
  },
  {
    name: "specification",
    label: () => "Specification",
    fieldClassName: "sm:col-span-4",
    maxLength: TENDER_LIMITS.specificationMax,
  },
] as const;

const blankItem: TenderFormValues["items"][number] = {
  item: "",
  quantity: "",
  unit: "",
  specification: "",
};

/** What the form is given: the member's companies, the choices, and a draft's id and documents. */
export interface TenderFormPage extends TenderFormChoices {
  companies: { id: string; name: string }[];
  values: TenderFormValues;
  /** A draft being edited. */
  id?: string;
  documents?: { id: string; name: string; size: number }[];
}

export function TenderForm({
  page,
  result,
}: {
  page: TenderFormPage;
  result: TenderFormResult | undefined;
}) {
  const { companies } = page;
  const v = result?.values ?? page.values;
  const errors = result?.errors ?? {};
  const field = fieldBinder("tender", v, errors);
  const editing = page.id !== undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={editing ? "Edit tender" : "New tender"}
      className="flex flex-col gap-6"
      noValidate
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <InputField {...field("title")} label="Title" required maxLength={TENDER_LIMITS.titleMax} />
      <TextareaField
        {...field("description")}
        label="Description"
        rows={8}
        required
        maxLength={TENDER_LIMITS.descriptionMax}
      />
      <KindFieldset kind={v.kind} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("region")}
          label="Region"
          placeholder="Choose a region"
          options={PROJECT_REGIONS}
          required
        />
        <SelectField
          {...field("sector")}
          label="Sector"
          placeholder="Choose a sector"
          options={PROJECT_SECTORS}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("buyer")}
          label="Buying organisation"
          placeholder="Another organisation"
          {...recordOptions(companies)}
          hint="One of your companies, or another organisation named below."
        />
        <InputField
          {...field("buyerName")}
          label="Organisation's name"
          maxLength={200}
          autoComplete="organization"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <CurrencyField choices={page.currencies} value={v.currency} error={errors.currency} />
        <BudgetField
          id="tender-budget"
          value={v.budget}
          hidden={v.budgetHidden}
          error={errors.budget}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <WhoMayBidFieldset value={v.visibility} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TimeZoneField groups={page.timeZones} value={v.timeZone} error={errors.timeZone} />
        <InputField
          {...field("questionDeadline")}
          label="Questions until"
          type="datetime-local"
          required
          hint="Local time in the zone above."
        />
        <InputField
          {...field("bidDeadline")}
          label="Bids until"
          type="datetime-local"
          required
          hint="Bids stay sealed until then. Local time in the zone above."
        />
      </div>
      <StandstillField {...field("standstillDays")} />
      <LotsFieldset initial={v.lots} maxLots={v.maxLots} errors={errors} />
      <LineItemsFieldset
        initial={v.items}
        error={errors.items}
        errors={errors}
        cpvSearch={result?.cpvSearch}
        lots={lotChoices(v.lots)}
      />
      <RequirementsFieldset initial={v.requirements} error={errors.requirements} />
      <CriteriaFieldset initial={v.criteria} error={errors.criteria} />
      <PanelFieldset initial={v.evaluators} error={errors.evaluators} />
      {page.documents ? <DraftDocuments documents={page.documents} /> : null}
      <TenderDocumentsField id="tender-documents" error={errors.documents} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="draft" variant="outline">
          {editing ? "Save draft" : "Save as draft and preview"}
        </Button>
        <Button type="submit" name="intent" value="publish">
          Publish tender
        </Button>
      </div>
    </Form>
  );
}

/**
 * The line items: five rows without JavaScript (blank ones ignored), more added in place with it.
 * Each row carries its stored item's id (an amendment keeps that item); `removable` offers a
 * box to remove each stored one (an amendment's form).
 */
export function LineItemsFieldset({
  initial,
  error,
  removable = false,
  lots,
  errors = {},
  cpvSearch,
}: {
  initial: TenderFormValues["items"];
  error?: string;
  /** The form's problems: each row's code's is `itemCpv-<row>`. */
  errors?: TenderFormResult["errors"];
  /** The matches of a CPV search sent with the form, by row. */
  cpvSearch?: TenderFormResult["cpvSearch"];
  removable?: boolean;
  /** The lots an item may belong to (decision 390); none on an undivided tender's amendment. */
  lots?: { value: string; label: string }[];
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(Math.max(initial.length, TENDER_LIMITS.itemRows));
  const items = Array.from({ length: rows }, (_, i) => initial[i] ?? blankItem);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Line items (at least one)
      </legend>
      {error ? (
        <p id="tender-items-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {items.map((item, i) => (
        <div key={i} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-12">
          <input type="hidden" name="itemId" value={item.id ?? ""} />
          {ITEM_FIELDS.map(({ name, label, ...input }) => (
            <InputField
              key={name}
              id={`${name}-${i}`}
              label={label(i)}
              name={name}
              defaultValue={item[name]}
              {...input}
            />
          ))}
          {lots && lots.length > 0 ? (
            <ItemLotField
              row={i}
              value={item.lot ?? ""}
              lots={lots}
              fixed={removable && Boolean(item.id)}
            />
          ) : null}
          <ItemCpvField
            row={i}
            item={item}
            error={errors[`itemCpv-${i}`]}
            results={cpvSearch?.[i]}
          />
          {removable && item.id ? (
            <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-12">
              <input type="checkbox" name="removeItem" value={item.id} />
              Remove {item.item || `item ${i + 1}`}
            </label>
          ) : null}
        </div>
      ))}
      {hydrated && rows < TENDER_LIMITS.itemsMax ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setRows((n) => n + 1)}
        >
          <PlusIcon aria-hidden="true" />
          Add a line item
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Priced bids from suppliers, or partners for a joint project. */
function KindFieldset({ kind }: { kind: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">What you are asking for</legend>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name="kind"
          value="tender"
          defaultChecked={kind !== "collaboration"}
          className="mt-1"
        />
        <span>
          <strong>Priced bids</strong> from suppliers (listed under Active Tender)
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name="kind"
          value="collaboration"
          defaultChecked={kind === "collaboration"}
          className="mt-1"
        />
        <span>
          <strong>Partners</strong> for a joint project (listed under Collaboration)
        </span>
      </label>
    </fieldset>
  );
}
