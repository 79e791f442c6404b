import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { FormMessages, InputField } from "~/components/ui/field";
import { TitledSection } from "~/components/shared/titled-section";
import type { MoneyStyle } from "~/lib/format";
import { centsToDecimal } from "~/domains/tenders/index";
import type { ContractDocument } from "./data/attachments.server";
import type { ContractFile } from "./data/reads.server";
import { ContractDocuments, ConversationForm } from "./contract-documents";
import { DateField, IntentForm, LinesTable, Money, ReasonForm } from "./contract-parts";
import { InvoiceList } from "./invoice-list";
import { OrderList } from "./order-list";
import { CHANGE_LABELS, CONTRACT_LIMITS, CONTRACT_STATUS_LABELS, MILESTONE_KINDS } from "./rules";

// A contract's page (issue 42): its terms, the supplier's answer, the buyer's amendments and
// milestones, then its orders and invoices. Each form is its party's only; an operator reads
// the same page with no form. Plain forms: all of it works without JavaScript.

export interface ContractPage {
  file: ContractFile;
  documents: ContractDocument[];
  money: MoneyStyle;
  done: string | null;
}

const DONE: Record<string, string> = {
  drafted: "The contract is drafted. The supplier has been told.",
  accept: "You accepted the contract.",
  decline: "You declined the contract.",
  amend: "The amendment is recorded.",
  documents: "The documents are attached. The supplier has been told.",
  complete: "The contract is completed.",
  terminate: "The contract is terminated.",
  milestone: "The milestone is planned.",
  "milestone-met": "The milestone is met.",
  order: "The order is placed. The supplier has been told.",
  "order-confirm": "You confirmed the order.",
  "order-reject": "You rejected the order.",
  "order-sent": "The delivery is marked as sent.",
  receive: "The receipt is recorded.",
  invoice: "The invoice is sent.",
  "invoice-approve": "You approved the invoice.",
  "invoice-dispute": "You disputed the invoice.",
  pay: "The payment is recorded. The supplier has been told.",
};

function Terms({ file, money }: { file: ContractFile; money: MoneyStyle }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Status",
      CONTRACT_STATUS_LABELS[file.status] + (file.statusReason ? ` (${file.statusReason})` : ""),
    ],
    [
      "Buyer",
      `${file.buyer.name}, ${file.buyer.country ?? ""}${file.buyer.vatId ? `, VAT ${file.buyer.vatId}` : ""}`,
    ],
    [
      "Supplier",
      `${file.supplier.name}${file.supplier.country ? `, ${file.supplier.country}` : ""}${file.supplier.vatId ? `, VAT ${file.supplier.vatId}` : ""}`,
    ],
    ["Value", <Money key="v" cents={file.value} money={money} />],
    ["Period", `${file.periodStart} to ${file.periodEnd}`],
  ];
  return (
    <Card className="p-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {file.tenderId ? (
        <p className="mt-3 text-sm">
          Awarded on{" "}
          <Link className="text-brand-700 underline" to={`/projects/${file.tenderId}`}>
            the tender
          </Link>
          {file.lotId ? `, lot ${file.lotId}` : ""}.
        </p>
      ) : null}
      <LinesTable caption="The contract's items" lines={file.items} money={money} />
    </Card>
  );
}

function SupplierAnswer() {
  return (
    <Card className="flex flex-col gap-6 p-5">
      <IntentForm intent="accept" label="Accept the contract" button="Accept the contract">
        <InputField
          id="accept-country"
          name="country"
          label="Your country (two letters)"
          required
          maxLength={2}
        />
        <InputField
          id="accept-vat"
          name="vatId"
          label="Your VAT number (optional)"
          maxLength={CONTRACT_LIMITS.vatIdMax}
        />
      </IntentForm>
      <ReasonForm
        id="decline-reason"
        intent="decline"
        label="Decline the contract"
        button="Decline the contract"
      />
    </Card>
  );
}

function BuyerTerms({ file }: { file: ContractFile }) {
  return (
    <Card className="flex flex-col gap-6 p-5">
      <IntentForm
        intent="amend"
        label="Amend the contract"
        button="Amend the contract"
        variant="outline"
      >
        <InputField
          id="amend-value"
          name="value"
          label="Value"
          required
          defaultValue={centsToDecimal(file.value)}
          inputMode="decimal"
        />
        <DateField
          id="amend-start"
          name="periodStart"
          label="Start"
          required
          defaultValue={file.periodStart}
        />
        <DateField
          id="amend-end"
          name="periodEnd"
          label="End"
          required
          defaultValue={file.periodEnd}
        />
        <InputField
          id="amend-reason"
          name="reason"
          label="Reason for the amendment"
          required
          maxLength={CONTRACT_LIMITS.reasonMax}
        />
      </IntentForm>
      {file.status === "active" ? (
        <>
          <IntentForm
            intent="complete"
            label="Complete the contract"
            button="Mark the contract completed"
          />
          <ReasonForm
            id="terminate-reason"
            intent="terminate"
            label="Terminate the contract"
            button="Terminate the contract"
          />
        </>
      ) : null}
    </Card>
  );
}

function Amendments({ file, money }: { file: ContractFile; money: MoneyStyle }) {
  if (file.amendments.length === 0) return null;
  const shown = (field: string, v: string) =>
    field === "value" ? <Money cents={Number(v)} money={money} /> : v;
  return (
    <TitledSection id="amendments" anchor title="Amendments">
      <ol className="mt-2 flex flex-col gap-2 text-sm">
        {file.amendments.map((a) => (
          <li key={a.id}>
            <p className="font-medium">{a.reason}</p>
            <ul>
              {a.changes.map((c) => (
                <li key={c.field}>
                  {CHANGE_LABELS[c.field]}: {shown(c.field, c.before)} before,{" "}
                  {shown(c.field, c.after)} after
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

function Milestones({ file }: { file: ContractFile }) {
  const buyer = file.side === "buyer" && (file.status === "active" || file.status === "pending");
  return (
    <TitledSection id="milestones" anchor title="Milestones">
      {file.milestones.length === 0 ? (
        <p className="text-sm text-slate-600">No milestones yet.</p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {file.milestones.map((m) => (
          <li key={m.id}>
            {m.kind === "delivery" ? "Delivery" : "Payment"}: {m.title}, due {m.dueDate}
            {m.metAt ? `, met ${m.metAt.slice(0, 10)}` : ""}
            {buyer && !m.metAt ? (
              <IntentForm
                intent="milestone-met"
                label={`Mark ${m.title} met`}
                hidden={{ milestone: m.id }}
                button={`Mark ${m.title} met`}
                variant="outline"
              />
            ) : null}
          </li>
        ))}
      </ul>
      {buyer ? (
        <IntentForm
          intent="milestone"
          label="Plan a milestone"
          button="Plan the milestone"
          variant="outline"
        >
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="milestone-kind">
            Kind
            <select
              id="milestone-kind"
              name="kind"
              className="h-10 rounded-md border border-slate-300 px-2"
            >
              {MILESTONE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k === "delivery" ? "Delivery" : "Payment"}
                </option>
              ))}
            </select>
          </label>
          <InputField
            id="milestone-title"
            name="title"
            label="Milestone"
            required
            maxLength={CONTRACT_LIMITS.titleMax}
          />
          <DateField id="milestone-due" name="dueDate" label="Due date" required />
        </IntentForm>
      ) : null}
    </TitledSection>
  );
}

export function ContractView({ page, error }: { page: ContractPage; error: string | null }) {
  const { file, money } = page;
  return (
    <div className="flex flex-col gap-8">
      <FormMessages error={error} success={page.done ? (DONE[page.done] ?? null) : null} />
      <Terms file={file} money={money} />
      {file.side ? (
        <ConversationForm other={file.side === "buyer" ? file.supplier.name : file.buyer.name} />
      ) : null}
      {file.side === "supplier" && file.status === "pending" ? <SupplierAnswer /> : null}
      {file.side === "buyer" && (file.status === "pending" || file.status === "active") ? (
        <BuyerTerms file={file} />
      ) : null}
      <Amendments file={file} money={money} />
      <ContractDocuments
        contractId={file.id}
        documents={page.documents}
        amendments={file.amendments}
        canAttach={file.side === "buyer" && (file.status === "pending" || file.status === "active")}
      />
      <Milestones file={file} />
      <OrderList file={file} money={money} />
      <InvoiceList file={file} money={money} />
    </div>
  );
}
