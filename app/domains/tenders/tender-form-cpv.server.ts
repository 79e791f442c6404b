import type { AppLoadContext } from "react-router";
import { CPV_MESSAGES, tidyCode, type CpvEntry } from "~/domains/classification";
import { fieldText as text } from "~/lib/form-data";
import type { TenderFormValues } from "./tender-form.server";

// The CPV codes of a tender form's items (issue 43, decision 471): read from each row's picker,
// checked against the list (an unknown code refused on its row, kept as typed), and the
// searches sent with the form without JavaScript, or by the picker's fetcher with it.

/** Row `i`'s CPV code (a typed one before the chosen one) and the words searched for. */
export function itemCpvOf(form: FormData, i: number) {
  const typed = tidyCode(text(form, `itemCpvAdd-${i}`));
  return {
    cpv: typed || tidyCode(text(form, `itemCpv-${i}`)),
    cpvQuery: text(form, `itemCpvq-${i}`).trim().slice(0, 100),
  };
}

/** The rows that are only a search (no item yet), left out of what is saved. */
export const itemsToSave = (values: TenderFormValues): TenderFormValues => ({
  ...values,
  items: values.items.filter((i) =>
    [i.item, i.quantity, i.unit, i.specification, i.cpv ?? ""].some((v) => v.trim() !== ""),
  ),
});

/**
 * The titles of the items' codes that are in the list (the form shows them again), and the
 * problem of each row whose code is not, by the row's field name.
 */
export async function checkItemCodes(
  context: AppLoadContext,
  values: TenderFormValues,
): Promise<{ values: TenderFormValues; errors: Record<string, string> }> {
  const codes = [...new Set(values.items.flatMap((i) => (i.cpv ? [i.cpv] : [])))];
  const [entries, unknown] = await Promise.all([
    context.repo.classification.entries(codes),
    context.repo.classification.unknown(codes),
  ]);
  const titles = new Map(entries.map((e) => [e.code, e.title]));
  const refused = new Set(unknown);
  const errors: Record<string, string> = {};
  const items = values.items.map((item, i) => {
    if (!item.cpv) return { ...item, cpvTitle: undefined };
    if (refused.has(item.cpv)) errors[`itemCpv-${i}`] = CPV_MESSAGES.unknown([item.cpv]);
    return { ...item, cpvTitle: refused.has(item.cpv) ? undefined : titles.get(item.cpv) };
  });
  return { values: { ...values, items }, errors };
}

/**
 * The CPV picker's search with JavaScript (`?cpvq=` on the form's own page, decision 440): the
 * matches, or null when the page was asked for without it.
 */
export async function cpvSearchOf(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams.get("cpvq")?.trim().slice(0, 100);
  return { results: query ? await context.repo.classification.search(query) : null };
}

/** The matches of each row's search words (a search sent with the form, no JavaScript). */
export async function searchItemCodes(context: AppLoadContext, values: TenderFormValues) {
  const found: Record<number, CpvEntry[]> = {};
  for (const [i, item] of values.items.entries())
    if (item.cpvQuery) found[i] = await context.repo.classification.search(item.cpvQuery);
  return found;
}
