import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";

/** Radix Select needs a non-empty value for every item: this one stands for "no filter". */
const ALL = "__all__";

export interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

/** A labelled select for one filter, with an "all" choice that clears it. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** Text of the "no filter" choice, such as "All Categories". */
  allLabel: string;
  options: readonly FilterOption<T>[];
  value: T | undefined;
  onChange: (next: T | undefined) => void;
}) {
  const current = options.find((option) => option.value === value);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={current ? String(current.value) : ALL}
        onValueChange={(next) =>
          onChange(options.find((option) => String(option.value) === next)?.value)
        }
      >
        <SelectTrigger id={id}>
          {/* Explicit text, so the prerendered HTML already shows the choice. */}
          <SelectValue>{current ? current.label : allLabel}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={String(option.value)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Options whose label is the value itself. */
export function optionsOf<T extends string>(values: readonly T[]): FilterOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
