import { useEffect, useRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import type { FilterOption } from "./filter-select";

/** Radix Select needs a non-empty value for every item: this one stands for "no filter". */
const ALL = "__all__";

export interface FilterSelectMenuProps {
  id: string;
  allLabel: string;
  options: readonly FilterOption<string | number>[];
  value: string | number | undefined;
  onChange: (next: string | number | undefined) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Take focus on mount: it replaces a trigger that had focus. */
  focusOnMount: boolean;
}

/** The interactive select, loaded on demand by FilterSelect. */
export function FilterSelectMenu({
  id,
  allLabel,
  options,
  value,
  onChange,
  open,
  onOpenChange,
  focusOnMount,
}: FilterSelectMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = options.find((option) => option.value === value);

  useEffect(() => {
    if (focusOnMount && !open) triggerRef.current?.focus();
    // Only when this replaces the placeholder trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Select
      open={open}
      onOpenChange={onOpenChange}
      value={current ? String(current.value) : ALL}
      onValueChange={(next) =>
        onChange(options.find((option) => String(option.value) === next)?.value)
      }
    >
      <SelectTrigger id={id} ref={triggerRef}>
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
  );
}
