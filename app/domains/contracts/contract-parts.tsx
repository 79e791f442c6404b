import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextareaField } from "~/components/ui/field";
import { formatMoneyCents, type MoneyStyle } from "~/lib/format";
import type { Line } from "./data/model.server";
import { CONTRACT_LIMITS } from "./rules";

// The small parts every contract page shares: amounts, a table of lines, and a one-intent form.

export const Money = ({ cents, money }: { cents: number; money: MoneyStyle }) => (
  <>{formatMoneyCents(cents, money)}</>
);

export function LinesTable({
  caption,
  lines,
  money,
  extra,
}: {
  caption: string;
  lines: readonly Line[];
  money: MoneyStyle;
  /** More columns: their heads, and each line's cells. */
  extra?: { heads: string[]; cells: (line: Line, i: number) => ReactNode[] };
}) {
  return (
    <div className="overflow-x-auto">
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Item
            </th>
            <th scope="col" className="py-1 pr-3">
              Quantity
            </th>
            <th scope="col" className="py-1 pr-3">
              Unit price
            </th>
            <th scope="col" className="py-1 pr-3">
              VAT
            </th>
            <th scope="col" className="py-1 pr-3">
              Amount
            </th>
            {extra?.heads.map((h) => (
              <th key={h} scope="col" className="py-1 pr-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.id} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
                {l.name}
              </th>
              <td className="py-1 pr-3">
                {l.quantity} {l.unit}
              </td>
              <td className="py-1 pr-3">
                <Money cents={l.unitPrice} money={money} />
              </td>
              <td className="py-1 pr-3">
                {l.vatCategory} {l.vatRate}%
              </td>
              <td className="py-1 pr-3">
                <Money cents={l.quantity * l.unitPrice} money={money} />
              </td>
              {extra?.cells(l, i).map((cell, j) => (
                <td key={j} className="py-1 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A form that posts one intent to the contract's page, named for assistive technology. */
export function IntentForm({
  intent,
  label,
  hidden = {},
  children,
  button,
  variant = "default",
}: {
  intent: string;
  label: string;
  hidden?: Record<string, string>;
  children?: ReactNode;
  button: string;
  variant?: "default" | "outline";
}) {
  return (
    <Form method="post" aria-label={label} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div>
        <Button type="submit" variant={variant}>
          {button}
        </Button>
      </div>
    </Form>
  );
}

/** A form asking for a reason before it posts its intent. */
export function ReasonForm({
  id,
  intent,
  label,
  button,
  hidden,
  field = "Reason",
}: {
  id: string;
  intent: string;
  label: string;
  button: string;
  hidden?: Record<string, string>;
  field?: string;
}) {
  return (
    <IntentForm intent={intent} label={label} button={button} hidden={hidden} variant="outline">
      <TextareaField
        id={id}
        name="reason"
        label={field}
        rows={2}
        required
        maxLength={CONTRACT_LIMITS.reasonMax}
      />
    </IntentForm>
  );
}

export const DateField = (props: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  defaultValue?: string;
}) => <InputField type="date" {...props} />;
