import { InputField, SelectField } from "~/components/ui/field";
import { REQUIREMENT_LIMITS } from "./requirements";
import type { TenderFormValues } from "./tender-form.server";

// The certificates a tender requires of its bidders (issue 43 item 4, decision 470): a few rows
// without JavaScript (blank ones ignored), each a certificate's name and whether it must be
// verified. A bid from a company without a valid matching certificate is refused.

export function RequirementsFieldset({
  initial,
  error,
}: {
  initial: TenderFormValues["requirements"];
  error?: string;
}) {
  const rows = Math.min(
    REQUIREMENT_LIMITS.max,
    Math.max(initial.length + 1, REQUIREMENT_LIMITS.rows),
  );
  const list = Array.from({ length: rows }, (_, i) => initial[i] ?? { name: "", check: "valid" });
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? "tender-requirements-error" : "tender-requirements-hint"}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Required certificates (optional)
      </legend>
      <p id="tender-requirements-hint" className="text-sm text-slate-600">
        A company bids only with a valid certificate of each name, such as ISO 9001; it sees on the
        tender whether it qualifies.
      </p>
      {error ? (
        <p id="tender-requirements-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {list.map((r, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-12">
          <InputField
            id={`requirement-${i}`}
            name="requirement"
            label={`Certificate ${i + 1}`}
            defaultValue={r.name}
            maxLength={REQUIREMENT_LIMITS.nameMax}
            fieldClassName="sm:col-span-7"
          />
          <SelectField
            id={`requirementCheck-${i}`}
            name="requirementCheck"
            label="Accepted"
            placeholder="Any valid certificate"
            options={["verified"]}
            labelOf={() => "Only a verified one"}
            defaultValue={r.check === "verified" ? "verified" : ""}
            fieldClassName="sm:col-span-5"
          />
        </div>
      ))}
    </fieldset>
  );
}
