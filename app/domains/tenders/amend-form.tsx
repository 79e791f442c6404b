import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldBinder, FormMessages, InputField, TextareaField } from "~/components/ui/field";
import { TENDER_LIMITS } from "./rules";
import type { AmendTenderPage } from "./amend-tender.server";
import type { TenderFormResult } from "./tender-form.server";
import { LineItemsFieldset, TenderDocumentsField } from "./tender-form";
import { CriteriaFieldset } from "./tender-form-criteria";
import { storedLotChoices } from "./tender-form-lots";
import { BudgetField, DraftDocuments, WhoMayBidFieldset } from "./tender-form-fields";

// The amendment's form (/projects/{id}/amend, decisions 330 and 395): the tender form's title,
// description, budget, who may bid, line items, criteria, deadlines and documents, filled in
// from the tender as it stands, and the buyer's explanation. A plain multipart form that works without JavaScript.

export function AmendForm({
  page,
  result,
}: {
  page: AmendTenderPage;
  result: TenderFormResult | undefined;
}) {
  const v = result?.values ?? page.values;
  const errors = result?.errors ?? {};
  const field = fieldBinder("amend", v, errors);
  const zone = page.timeZone.replace(/_/g, " ");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label="Amend tender"
      className="flex flex-col gap-6"
      noValidate
    >
      {/* Its live regions take no room, and no gap, until they say something. */}
      <div className="-mb-6 has-[p]:mb-0">
        <FormMessages error={errors.form ?? null} success={null} />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">The tender</legend>
        <InputField {...field("title")} label="Title" required maxLength={TENDER_LIMITS.titleMax} />
        <TextareaField
          {...field("description")}
          label="Description"
          rows={6}
          required
          maxLength={TENDER_LIMITS.descriptionMax}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <BudgetField
            id="amend-budget"
            value={v.budget}
            hidden={v.budgetHidden}
            error={errors.budget}
          />
          <WhoMayBidFieldset
            value={v.visibility}
            hint="Made invitation-only, the companies that bid are invited, and those who asked a question keep reading the tender."
          />
        </div>
      </fieldset>
      <LineItemsFieldset
        initial={v.items}
        error={errors.items}
        errors={errors}
        cpvSearch={result?.cpvSearch}
        removable
        lots={storedLotChoices(v.lots)}
      />
      <CriteriaFieldset initial={v.criteria} error={errors.criteria} />
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Deadlines</legend>
        <p className="text-sm text-slate-600">
          Local times in {zone}. A deadline can be moved later, never earlier.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field("questionDeadline")}
            label="Questions until"
            type="datetime-local"
            required
            hint={`Now ${page.questionDeadlineText}.`}
          />
          <InputField
            {...field("bidDeadline")}
            label="Bids until"
            type="datetime-local"
            required
            hint={`Now ${page.bidDeadlineText}.`}
          />
        </div>
      </fieldset>
      <DraftDocuments documents={page.documents} legend="Documents of this tender" />
      <TenderDocumentsField id="amend-documents" error={errors.documents} />
      <TextareaField
        {...field("explanation")}
        label="Explanation (optional)"
        rows={4}
        maxLength={TENDER_LIMITS.addendumMax}
        hint="Shown with the amendment on the tender and in the notice to suppliers."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Publish amendment</Button>
        <p className="text-sm text-slate-600">
          {page.bidCount === 0
            ? "Everyone interested in the tender is told what changed."
            : `Everyone interested is told what changed. Unless only the title, budget or who may bid changed, the ${page.bidCount === 1 ? "bidder is" : `${page.bidCount} bidders are`} asked to reconfirm.`}
        </p>
      </div>
    </Form>
  );
}
