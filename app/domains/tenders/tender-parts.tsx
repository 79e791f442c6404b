import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { MoneyStyle } from "~/lib/format";
import type { TenderPageData } from "./tender-page.server";

// What the tender page's parts share: its data's type, a labelled fact, an intent button.

export type TenderData = Extract<TenderPageData, { kind: "tender" }>;

/** How the page writes the tender's amounts: its currency, the viewer's locale. */
export const moneyStyleOf = (data: TenderData): MoneyStyle => ({
  currency: data.tender.currency,
  locale: data.locale,
});

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export function IntentButton({
  intent,
  children,
  variant = "default",
}: {
  intent: string;
  children: ReactNode;
  variant?: "default" | "outline";
}) {
  return (
    <Button type="submit" name="intent" value={intent} variant={variant}>
      {children}
    </Button>
  );
}
