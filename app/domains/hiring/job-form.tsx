import { Form } from "react-router";
import { PublishButtons } from "~/components/shared/publish-buttons";
import { Field, FieldHint, fieldErrorId, fieldHintId, FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import { COMMON_CURRENCIES } from "~/lib/currencies";
import { JOB_LIMITS } from "./rules";
import type { JobFormValues } from "./schema";
import type { JobFormResult } from "./hiring.server";

// Posting or editing a job (/account/jobs/new, /account/jobs/:id/edit): a plain form that works
// without JavaScript. A new job is saved as a draft or published at once.

const LONG_FIELDS = [
  ["description", "About the Role", "Paragraphs separated by a blank line.", true],
  ["responsibilities", "Key Responsibilities", "One a line.", false],
  ["requirements", "Requirements", "One a line.", false],
  ["benefits", "Benefits & Perks", "One a line.", false],
  ["companyDescription", "About the company", "Filled in from your company profile.", false],
] as const;

const CURRENCY_NAMES = new Map<string, string>(COMMON_CURRENCIES.map((c) => [c.code, c.name]));
const CURRENCY_CODES = COMMON_CURRENCIES.map((c) => c.code);

export function JobForm({
  companies,
  values,
  result,
  editing,
}: {
  companies: { id: string; name: string }[];
  values: JobFormValues;
  result: JobFormResult | undefined;
  editing: boolean;
}) {
  const v = result?.values ?? values;
  const errors = result?.errors ?? {};
  const field = (name: keyof JobFormValues, hint = false) => ({
    id: `job-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? fieldErrorId(`job-${name}`) : null, hint ? fieldHintId(`job-${name}`) : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  return (
    <Form
      method="post"
      aria-label={editing ? "Edit job" : "New job"}
      className="flex flex-col gap-6"
      noValidate
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <Field id="job-companyId" label="Company" required error={errors.companyId}>
        <select
          {...field("companyId")}
          defaultValue={v.companyId}
          required
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="job-title" label="Job title" required error={errors.title}>
        <Input
          {...field("title")}
          required
          maxLength={JOB_LIMITS.titleMax}
          defaultValue={v.title}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="job-location" label="Location" required error={errors.location}>
          <Input
            {...field("location")}
            required
            maxLength={JOB_LIMITS.locationMax}
            defaultValue={v.location}
          />
        </Field>
        <Field id="job-closesOn" label="Applications close on" required error={errors.closesOn}>
          <Input {...field("closesOn")} type="date" required defaultValue={v.closesOn} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id="job-currency" label="Salary currency" required error={errors.currency}>
          <NativeSelect
            {...field("currency")}
            placeholder="Choose a currency"
            options={CURRENCY_CODES}
            labelOf={(code) => `${code} - ${CURRENCY_NAMES.get(code) ?? code}`}
            defaultValue={v.currency || "USD"}
            required
          />
        </Field>
        <Field id="job-budgetMin" label="Salary from (a year)" required error={errors.budgetMin}>
          <Input {...field("budgetMin")} inputMode="numeric" required defaultValue={v.budgetMin} />
        </Field>
        <Field id="job-budgetMax" label="Salary to (a year)" required error={errors.budgetMax}>
          <Input {...field("budgetMax")} inputMode="numeric" required defaultValue={v.budgetMax} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="job-duration" label="Job Type" required error={errors.duration}>
          <NativeSelect
            {...field("duration")}
            placeholder="Full-time or Contract"
            options={JOB_DURATIONS}
            defaultValue={v.duration}
            required
          />
        </Field>
        <Field id="job-category" label="Category" required error={errors.category}>
          <NativeSelect
            {...field("category")}
            placeholder="Choose a category"
            options={JOB_CATEGORIES}
            defaultValue={v.category}
            required
          />
        </Field>
      </div>
      <Field
        id="job-tags"
        label="Tags"
        error={errors.tags}
        hint={<FieldHint id={fieldHintId("job-tags")}>Separated by commas, up to 8.</FieldHint>}
      >
        <Input {...field("tags", true)} defaultValue={v.tags} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="isRemote" defaultChecked={v.isRemote === "on"} />
        Remote: the job can be done from anywhere
      </label>
      {LONG_FIELDS.map(([name, label, hint, required]) => (
        <Field
          key={name}
          id={`job-${name}`}
          label={label}
          required={required}
          error={errors[name]}
          hint={<FieldHint id={fieldHintId(`job-${name}`)}>{hint}</FieldHint>}
        >
          <Textarea
            {...field(name, true)}
            rows={name === "description" ? 8 : 5}
            required={required}
            maxLength={JOB_LIMITS.textMax}
            defaultValue={v[name]}
          />
        </Field>
      ))}
      <PublishButtons editing={editing} publish="Publish job" />
    </Form>
  );
}
