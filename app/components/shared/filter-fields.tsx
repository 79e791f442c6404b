import { ChevronDownIcon } from "lucide-react";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";
import { cn } from "~/lib/utils";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

// The controls of a filter form (FilterForm), declared as data: native elements named after
// their query parameter, showing the value the server read from the URL.

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterFieldBase {
  /** The query parameter, and the key of the field's value in `codec.fields(filters)`. */
  name: string;
  label: string;
  /** Where the field sits in the form's grid. */
  className?: string;
}

/** A free-text filter. */
export interface TextFilterField extends FilterFieldBase {
  placeholder: string;
}

/** A select whose first choice (`allLabel`, empty value) clears the filter. */
export interface SelectFilterField extends FilterFieldBase {
  /** Text of the "no filter" choice, such as "All Categories"; null for a choice always made (a sort). */
  allLabel: string | null;
  /** The choices: a vocabulary's values (shown as they are) or value-label pairs. */
  options: readonly (string | FilterOption)[];
}

export type FilterField = TextFilterField | SelectFilterField;

/** A field's id: the directory's prefix and its name; the free-text query `q` is its search. */
export function filterFieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name === "q" ? "search" : name}`;
}

/** Filter fields in order, each labelled and showing its value among `values`. */
export function FilterFields({
  idPrefix,
  fields,
  values,
}: {
  /** The directory's name, e.g. "vendor" for `vendor-category`. */
  idPrefix: string;
  fields: readonly FilterField[];
  /** Each control's value, by name (the codec's `fields`). */
  values: Record<string, string>;
}) {
  return fields.map((field) => {
    const id = filterFieldId(idPrefix, field.name);
    const defaultValue = values[field.name] ?? "";
    return (
      <div key={field.name} className={cn("flex flex-col gap-2", field.className)}>
        <Label htmlFor={id}>{field.label}</Label>
        {"options" in field ? (
          <FilterSelect id={id} field={field} defaultValue={defaultValue} />
        ) : (
          <Input
            id={id}
            name={field.name}
            type="search"
            defaultValue={defaultValue}
            placeholder={field.placeholder}
            maxLength={MAX_TEXT_FILTER_LENGTH}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </div>
    );
  });
}

function FilterSelect({
  id,
  field: { name, allLabel, options },
  defaultValue,
}: {
  id: string;
  field: SelectFilterField;
  defaultValue: string;
}) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="h-10 w-full appearance-none truncate rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
      >
        {allLabel === null ? null : <option value="">{allLabel}</option>}
        {options.map((option) => {
          const { value, label } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
