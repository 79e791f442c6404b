import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { TitledSection } from "~/components/shared/titled-section";
import type { MoneyStyle } from "~/lib/format";
import { centsToDecimal } from "~/domains/tenders/index";
import type { ContractFile, InvoiceView } from "./data/reads.server";
import { DateField, IntentForm, LinesTable, Money, ReasonForm } from "./contract-parts";
import { CONTRACT_LIMITS, INVOICE_STATUS_LABELS } from "./rules";
import { flagText } from "./three-way-match";
import { invoiceTotals } from "./ubl/totals";

// A contract's invoices: each with its lines, what the three-way match found when it was sent,
// its status, its payments, and the buyer's forms: approve or dispute, then record the payment.

function BuyerForms({ invoice }: { invoice: InvoiceView }) {
  const hidden = { invoice: invoice.id };
  if (invoice.status === "submitted")
    return (
      <div className="flex flex-col gap-4">
        <IntentForm
          intent="invoice-approve"
          label={`Approve invoice ${invoice.number}`}
          hidden={hidden}
          button={`Approve invoice ${invoice.number}`}
        />
        <ReasonForm
          id={`dispute-${invoice.id}`}
          intent="invoice-dispute"
          label={`Dispute invoice ${invoice.number}`}
          hidden={hidden}
          button={`Dispute invoice ${invoice.number}`}
        />
      </div>
    );
  if (invoice.status === "approved")
    return (
      <IntentForm
        intent="pay"
        label={`Record payment of invoice ${invoice.number}`}
        hidden={hidden}
        button={`Record payment of invoice ${invoice.number}`}
      >
        <DateField id={`paid-on-${invoice.id}`} name="paidOn" label="Paid on" required />
        <InputField
          id={`amount-${invoice.id}`}
          name="amount"
          label="Amount"
          required
          inputMode="decimal"
          defaultValue={centsToDecimal(invoiceTotals(invoice).payable)}
        />
        <InputField
          id={`reference-${invoice.id}`}
          name="reference"
          label="Payment reference"
          required
          maxLength={CONTRACT_LIMITS.numberMax}
        />
      </IntentForm>
    );
  return null;
}

export function InvoiceList({ file, money }: { file: ContractFile; money: MoneyStyle }) {
  const lineNames = new Map(file.orders.flatMap((o) => o.lines.map((l) => [l.id, l.name])));
  const orderNumbers = new Map(file.orders.map((o) => [o.id, o.number]));
  return (
    <TitledSection id="invoices" title="Invoices">
      {file.invoices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No invoices yet.</p>
      ) : null}
      {file.invoices.map((invoice) => (
        <Card key={invoice.id} id={`invoice-${invoice.id}`} className="mt-4 p-5">
          <article aria-labelledby={`invoice-${invoice.id}-heading`}>
            <h3 id={`invoice-${invoice.id}-heading`} className="font-semibold">
              Invoice {invoice.number}: {INVOICE_STATUS_LABELS[invoice.status]}
            </h3>
            <p className="text-sm text-slate-700">
              Against order {orderNumbers.get(invoice.orderId)}, dated {invoice.issueDate}
              {invoice.dueDate ? `, due ${invoice.dueDate}` : ""}. Net{" "}
              <Money cents={invoice.netTotal} money={money} />, payable with VAT{" "}
              <Money cents={invoiceTotals(invoice).payable} money={money} />.
              {invoice.statusReason ? ` Reason: ${invoice.statusReason}` : ""}
            </p>
            <p className="mt-1 text-sm">
              <a
                className="text-brand-700 underline"
                href={`/contracts/${file.id}/invoices/${invoice.id}/invoice.xml`}
                download
              >
                Download invoice {invoice.number} as EN 16931 UBL
              </a>
            </p>
            {invoice.flags.length > 0 ? (
              <div role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                <p className="font-semibold">Flagged by the three-way match</p>
                <ul>
                  {invoice.flags.map((f, i) => (
                    <li key={i}>{flagText(f, lineNames.get(f.orderLineId) ?? "")}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="mt-2 text-sm text-emerald-800">Matches the order and the receipts.</p>
            )}
            <LinesTable
              caption={`Lines of invoice ${invoice.number}`}
              lines={invoice.lines}
              money={money}
            />
            {invoice.payments.map((p) => (
              <p key={p.id} className="mt-2 text-sm">
                Paid <Money cents={p.amount} money={money} /> on {p.paidOn}, reference {p.reference}
                .
              </p>
            ))}
            {file.side === "buyer" ? (
              <div className="mt-4">
                <BuyerForms invoice={invoice} />
              </div>
            ) : null}
          </article>
        </Card>
      ))}
    </TitledSection>
  );
}
