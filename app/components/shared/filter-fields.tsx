import { ChevronDownIcon } from "lucide-react";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

// The controls of a filter form (FilterForm): native elements named after their query
// parameter, showing the value the server read from the URL.

/** A labelled free-text filter. */
export function TextFilter({
  id,
  name,
  label,
  placeholder,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  defaultValue: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={MAX_TEXT_FILTER_LENGTH}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** Options whose label is the value itself. */
export function optionsOf(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** A labelled select for one filter, whose first choice (`allLabel`, empty value) clears it. */
export function SelectFilter({
  id,
  name,
  label,
  allLabel,
  options,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  /** Text of the "no filter" choice, such as "All Categories". */
  allLabel: string;
  options: readonly FilterOption[];
  defaultValue: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          className="h-10 w-full appearance-none truncate rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
