import { Field, FieldHint, fieldErrorId } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { MAX_POST_CHARACTERS } from "./rules";

/** A post's Markdown body, in every form that writes one (a thread, a reply, an edit). */
export function BodyField({
  id,
  defaultValue,
  error,
  label = "Message",
}: {
  id: string;
  defaultValue?: string;
  error?: string;
  label?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      required
      error={error}
      hint={
        <FieldHint id={`${id}-hint`}>
          Markdown: **bold**, *italic*, lists, &gt; quotes, `code` and links. No HTML. At most{" "}
          {MAX_POST_CHARACTERS.toLocaleString("en-US")} characters.
        </FieldHint>
      }
    >
      <Textarea
        id={id}
        name="body"
        rows={6}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldErrorId(id)} ${id}-hint` : `${id}-hint`}
      />
    </Field>
  );
}
