import { useState } from "react";
import { TableHead } from "~/components/shared/column-heads";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  controlProps,
  Field,
  fieldErrorId,
  FormMessages,
  InputField,
  TextareaField,
} from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, recordOptions } from "~/components/ui/native-select";
import { bidTotal, TENDER_LIMITS } from "./rules";
import { parseAmount } from "./currency";
import { IDEMPOTENCY_FIELD } from "~/domain/form-rules";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatMoneyCents, groupThousands, type MoneyStyle } from "~/lib/format";
import type { BidFormResult, BidFormValues, BidPageData } from "./bid.server";
import { TenderDocumentsField } from "./tender-form";
import { BidLotsFieldset } from "./bid-lots-field";

// A sealed bid (/projects/{id}/bid): a unit price per line item, delivery, validity, a message
// and documents. A plain multipart form; with scripts, line and bid totals follow the prices
// as they are typed (the server computes the total again from the prices it stores).

export function BidForm({
  page,
  result,
}: {
  page: BidPageData;
  result: BidFormResult | undefined;
}) {
  const chosen = page.companies.find((c) => c.id === (result?.values.company || page.company));
  const initial: BidFormValues = result?.values ??
    chosen?.bid?.values ?? {
      company: chosen?.id ?? "",
      prices: page.items.map(() => ""),
      lots: [],
      deliveryDays: "",
      validUntil: "",
      message: "",
    };
  const errors = result?.errors ?? {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label="Your bid"
      className="flex flex-col gap-6"
      noValidate
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={result?.attempt ?? page.attempt} />
      {page.companies.length > 1 ? (
        <Field id="bid-company" label="Bid for">
          <NativeSelect
            id="bid-company"
            name="company"
            placeholder="Choose a company"
            {...recordOptions(page.companies)}
            defaultValue={initial.company}
          />
        </Field>
      ) : (
        <>
          <input type="hidden" name="company" value={page.companies[0]!.id} />
          <p className="text-sm text-slate-700">
            Bidding for <strong>{page.companies[0]!.name}</strong>.
          </p>
        </>
      )}
      {chosen?.bid ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          This company has bid already: saving changes its bid (and reconfirms it).
        </p>
      ) : null}
      {page.lots.length > 0 ? (
        <BidLotsFieldset
          lots={page.lots}
          max={page.maxLotsPerSupplier}
          chosen={initial.lots}
          error={errors.lots}
        />
      ) : null}
      <PricesTable
        items={page.items}
        initial={initial.prices}
        errors={errors}
        money={{ currency: page.tender.currency, locale: page.locale }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="bid-delivery"
          label="Delivery time (days)"
          name="deliveryDays"
          inputMode="numeric"
          required
          defaultValue={initial.deliveryDays}
          error={errors.deliveryDays}
        />
        <InputField
          id="bid-valid"
          label="Prices valid until"
          name="validUntil"
          type="date"
          required
          defaultValue={initial.validUntil}
          error={errors.validUntil}
        />
      </div>
      <TextareaField
        id="bid-message"
        label="Message to the buyer"
        name="message"
        rows={5}
        maxLength={TENDER_LIMITS.messageMax}
        defaultValue={initial.message}
        error={errors.message}
      />
      {chosen?.bid && chosen.bid.documents.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p className="font-semibold">Documents sent with this bid</p>
          <ul className="list-inside list-disc">
            {chosen.bid.documents.map((d) => (
              <li key={d.id}>{d.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <TenderDocumentsField id="bid-documents" error={errors.documents} />
      <p className="text-sm text-slate-600">
        Your bid stays sealed until the deadline: the buyer sees only that a bid was placed.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{chosen?.bid ? "Save bid" : "Place bid"}</Button>
        <Link
          to={`/projects/${page.tender.id}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Back to the tender
        </Link>
      </div>
    </Form>
  );
}

/**
 * The unit price of each line item, with the line totals and the total as they are typed (computed
 * on the server from the unit prices when the page's scripts have not run).
 */
function PricesTable({
  items,
  initial,
  errors,
  money,
}: {
  items: BidPageData["items"];
  initial: string[];
  errors: BidFormResult["errors"];
  /** The tender's currency, the viewer's locale. */
  money: MoneyStyle;
}) {
  const hydrated = useHydrated();
  const [prices, setPrices] = useState<string[]>(initial);
  const cents = items.map((_, i) => parseAmount(prices[i] ?? "", money.currency));
  const total = bidTotal(
    items.map((item, i) => ({ quantity: item.quantity, unitPrice: cents[i] ?? 0 })),
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">Prices</caption>
        <TableHead
          variant="plain"
          columns={[
            "Item",
            { label: "Quantity", className: "text-right" },
            `Unit price (${money.currency})`,
            { label: "Line total", className: "text-right" },
          ]}
        />
        <tbody>
          {items.map((item, i) => {
            const id = `price-${i}`;
            const error = errors[id];
            return (
              <tr key={item.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {item.item}
                  {item.lot !== null ? (
                    <span className="block text-xs font-normal text-slate-600">Lot {item.lot}</span>
                  ) : null}
                  {item.specification ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {item.specification}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-4 text-right">
                  {groupThousands(item.quantity)} {item.unit}
                </td>
                <td className="py-2 pr-4">
                  <label htmlFor={id} className="sr-only">
                    Unit price of {item.item} in {money.currency}
                  </label>
                  <Input
                    id={id}
                    name="price"
                    inputMode="decimal"
                    className="w-36"
                    value={prices[i] ?? ""}
                    onChange={(e) => {
                      const next = [...prices];
                      next[i] = e.target.value;
                      setPrices(next);
                    }}
                    {...controlProps(id, error)}
                  />
                  {error ? (
                    <p id={fieldErrorId(id)} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
                <td className="py-2 text-right tabular-nums" data-testid={`line-total-${i}`}>
                  {cents[i] !== null && cents[i] !== undefined
                    ? formatMoneyCents(cents[i]! * item.quantity, money)
                    : "-"}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-4 text-right">
              Total
            </th>
            <td className="py-2 text-right font-semibold tabular-nums" aria-live="polite">
              {formatMoneyCents(total, money)}
            </td>
          </tr>
        </tfoot>
      </table>
      {!hydrated ? (
        <p className="mt-1 text-sm text-slate-600">
          The total is computed from your unit prices when you send the bid.
        </p>
      ) : null}
    </div>
  );
}
