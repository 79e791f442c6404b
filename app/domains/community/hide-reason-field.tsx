import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** The moderator's reason for hiding a post, told to its author (decision 467). */
export function HideReasonField({ id }: { id: string }) {
  return (
    <Field id={id} label="Reason told to the author" required className="min-w-56">
      <Input id={id} name="hiddenReason" required maxLength={500} autoComplete="off" />
    </Field>
  );
}
