import { useDraft } from "~/hooks/use-draft";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

/** A labelled text filter. Typing stays immediate; the value is reported on every change. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const [draft, setDraft] = useDraft(value);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        maxLength={MAX_TEXT_FILTER_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
