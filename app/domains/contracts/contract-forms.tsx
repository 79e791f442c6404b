import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages, InputField, TextareaField } from "~/components/ui/field";
import type { MoneyStyle } from "~/lib/format";
import { centsToDecimal } from "~/domains/tenders/index";
import type { Line } from "./data/model.server";
import type { OrderView } from "./data/reads.server";
import { DateField, LinesTable, Money } from "./contract-parts";
import { CONTRACT_LIMITS, UBL_UPLOAD_MAX_BYTES, VAT_CATEGORIES } from "./rules";

// The contract's larger forms, each a page of its own: the buyer's draft from an award, the
// buyer's order, and the supplier's invoice against a confirmed order. Plain forms.

function VatSelect({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
}) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium text-slate-900">
      {label}
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="h-10 rounded-md border border-slate-300 px-2"
      >
        {VAT_CATEGORIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface DraftPage {
  title: string;
  buyerName: string;
  supplierName: string;
  items: Omit<Line, "id">[];
  value: number;
  money: MoneyStyle;
}

export function DraftForm({ page, error }: { page: DraftPage; error: string | null }) {
  return (
    <div>
      <FormMessages error={error} success={null} />
      <div className="flex flex-col gap-6">
        <p>
          Between {page.buyerName} (you) and {page.supplierName}, for{" "}
          <Money cents={page.value} money={page.money} />: the items and prices of the award.
        </p>
        <LinesTable
          caption="The award's items"
          lines={page.items.map((l, i) => ({ ...l, id: String(i) }))}
          money={page.money}
        />
        <Form method="post" aria-label="Draft the contract" className="flex flex-col gap-4">
          <DateField id="draft-start" name="periodStart" label="Start" required />
          <DateField id="draft-end" name="periodEnd" label="End" required />
          <InputField
            id="draft-country"
            name="country"
            label="Your country (two letters)"
            required
            maxLength={2}
          />
          <InputField
            id="draft-vat-id"
            name="vatId"
            label="Your VAT number (optional)"
            maxLength={CONTRACT_LIMITS.vatIdMax}
          />
          <VatSelect id="draft-vat-category" name="vatCategory" label="VAT category" value="S" />
          <InputField
            id="draft-vat-rate"
            name="vatRate"
            label="VAT rate (%)"
            defaultValue="20"
            inputMode="numeric"
          />
          <div>
            <Button type="submit">Send the contract to the supplier</Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export interface OrderPage {
  id: string;
  title: string;
  reference: string;
  items: Line[];
  left: number;
  money: MoneyStyle;
}

export function OrderForm({ page, error }: { page: OrderPage; error: string | null }) {
  return (
    <div>
      <FormMessages error={error} success={null} />
      <div className="flex flex-col gap-6">
        <p>
          The contract&apos;s value leaves <Money cents={page.left} money={page.money} /> to order.
        </p>
        <Form method="post" aria-label="Place the order" className="flex flex-col gap-4">
          {page.items.map((item) => (
            <InputField
              key={item.id}
              id={`qty-${item.id}`}
              name={`qty-${item.id}`}
              label={`Quantity of ${item.name}`}
              inputMode="numeric"
              hint={`Contract: ${item.quantity} ${item.unit} at ${centsToDecimal(item.unitPrice)}`}
            />
          ))}
          <DateField id="order-delivery" name="deliveryDate" label="Delivery date" required />
          <TextareaField
            id="order-note"
            name="note"
            label="Note (optional)"
            rows={2}
            maxLength={CONTRACT_LIMITS.noteMax}
          />
          <div>
            <Button type="submit">Place the order</Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export interface InvoicePage {
  id: string;
  title: string;
  order: OrderView;
  money: MoneyStyle;
}

/** Refuses, in the browser, a file past the server's limit (the server refuses it too). */
function checkSize(e: React.ChangeEvent<HTMLInputElement>) {
  const file = e.currentTarget.files?.[0];
  e.currentTarget.setCustomValidity(
    file && file.size > UBL_UPLOAD_MAX_BYTES
      ? `The file is larger than ${UBL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller UBL invoice.`
      : "",
  );
}

export function InvoiceForm({
  page,
  error,
  values,
}: {
  page: InvoicePage;
  error: string | null;
  /** The fields as typed, when the server sent the form back with a problem. */
  values: Record<string, string>;
}) {
  const { order } = page;
  const typed = (name: string, fallback?: string) => values[name] ?? fallback;
  return (
    <div>
      <FormMessages error={error} success={null} />
      <div className="flex flex-col gap-6">
        <Form
          method="post"
          encType="multipart/form-data"
          aria-label="Send the invoice"
          className="flex flex-col gap-4"
        >
          <InputField
            id="invoice-file"
            name="ublFile"
            type="file"
            label="UBL 2.1 invoice (optional)"
            accept=".xml,application/xml,text/xml"
            onChange={checkSize}
            hint={`An XML file of up to ${UBL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. When you choose one, its number, dates and lines are used instead of the fields below; each line is matched to the order by its order line number or the item identifier of the order's UBL file, else by name, and charges the order's VAT.`}
          />
          <InputField
            id="invoice-number"
            name="number"
            label="Invoice number"
            defaultValue={typed("number")}
            maxLength={CONTRACT_LIMITS.numberMax}
          />
          <DateField
            id="invoice-date"
            name="issueDate"
            label="Invoice date"
            defaultValue={typed("issueDate")}
          />
          <DateField
            id="invoice-due"
            name="dueDate"
            label="Due date (optional)"
            defaultValue={typed("dueDate")}
          />
          {order.lines.map((l) => (
            <fieldset
              key={l.id}
              className="flex flex-col gap-3 rounded-md border border-slate-200 p-4"
            >
              <legend className="px-1 font-medium">
                {l.name}: {l.quantity} {l.unit} ordered, {l.received} received
              </legend>
              <input type="hidden" name="line" value={l.id} />
              <InputField
                id={`qty-${l.id}`}
                name={`qty-${l.id}`}
                label={`Quantity invoiced: ${l.name}`}
                defaultValue={typed(`qty-${l.id}`, String(l.received))}
                inputMode="numeric"
              />
              <InputField
                id={`price-${l.id}`}
                name={`price-${l.id}`}
                label={`Unit price: ${l.name}`}
                defaultValue={typed(`price-${l.id}`, centsToDecimal(l.unitPrice))}
                inputMode="decimal"
              />
              <VatSelect
                id={`vat-category-${l.id}`}
                name={`vatCategory-${l.id}`}
                label={`VAT category: ${l.name}`}
                value={typed(`vatCategory-${l.id}`, l.vatCategory)!}
              />
              <InputField
                id={`vat-rate-${l.id}`}
                name={`vatRate-${l.id}`}
                label={`VAT rate (%): ${l.name}`}
                defaultValue={typed(`vatRate-${l.id}`, String(l.vatRate))}
                inputMode="numeric"
              />
            </fieldset>
          ))}
          <TextareaField
            id="invoice-note"
            name="note"
            label="Note (optional)"
            rows={2}
            defaultValue={typed("note")}
            maxLength={CONTRACT_LIMITS.noteMax}
          />
          <div>
            <Button type="submit">Send the invoice</Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
