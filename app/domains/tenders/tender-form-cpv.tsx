import { CpvPicker, type CpvEntry } from "~/domains/classification";
import type { TenderFormValues } from "./tender-form.server";

// A line item's CPV code on the tender and amendment forms (issue 43, decision 471): the CPV
// picker for one code, folded under the item's row. Its Search button posts the whole form,
// which answers with the matches and everything typed (files aside); with JavaScript the matches
// come as one types, from the page's loader.

export function ItemCpvField({
  row,
  item,
  error,
  results,
}: {
  row: number;
  item: TenderFormValues["items"][number];
  error?: string;
  /** The matches of a search sent with the form, or undefined. */
  results?: CpvEntry[];
}) {
  const chosen = item.cpv && item.cpvTitle ? [{ code: item.cpv, title: item.cpvTitle }] : [];
  const open = !!error || results !== undefined;
  return (
    <details className="group sm:col-span-12" open={open}>
      <summary className="cursor-pointer text-sm text-slate-700">
        CPV code:{" "}
        {chosen[0] ? (
          <>
            <span className="font-mono">{chosen[0].code}</span> {chosen[0].title}
          </>
        ) : error && item.cpv ? (
          <span className="font-mono">{item.cpv}</span>
        ) : (
          "none"
        )}
      </summary>
      <div className="mt-2 rounded-md border border-slate-200 p-3">
        <CpvPicker
          single
          name={`itemCpv-${row}`}
          searchName={`itemCpvq-${row}`}
          addName={`itemCpvAdd-${row}`}
          searchButton={{ name: "cpvSearch", value: String(row) }}
          legend={`CPV code of item ${row + 1}`}
          chosen={chosen}
          results={results ?? null}
          query={item.cpvQuery ?? ""}
          error={error}
          typedCode={error ? item.cpv : undefined}
        />
      </div>
    </details>
  );
}
