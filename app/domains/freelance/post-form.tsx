import { Form } from "react-router";
import { PublishButtons } from "~/components/shared/publish-buttons";
import {
  fieldBinder,
  FormMessages,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/ui/field";
import { recordOptions } from "~/components/ui/native-select";
import { JOB_CATEGORIES } from "~/data/vocabularies";
import { BUDGET_TYPE_LABELS, BUDGET_TYPES, FREELANCE_DURATIONS, FREELANCE_LIMITS } from "./rules";
import {
  checkFreelancePost,
  EMPTY_FREELANCE_POST,
  type FreelancePostField,
  type FreelancePostValues,
} from "./schema";
import { useCheckedForm } from "~/hooks/use-checked-form";
import { fieldsLike } from "~/lib/form-data";
import type { PostFormResult } from "./freelance.server";

// Posting or editing freelance work (/account/freelance/new, /account/freelance/:id/edit): a
// plain form that works without JavaScript; with it, the shared rules check it before sending.
// A new post is saved as a draft or published at once.

type Errors = Partial<Record<FreelancePostField | "form", string>>;
const id = (name: string) => `freelance-${name}`;
const ORDER: FreelancePostField[] = [
  "companyId",
  "title",
  "description",
  "category",
  "skills",
  "location",
  "budgetType",
  "budget",
  "duration",
  "closesOn",
];

export function PostForm({
  companies,
  values,
  result,
  editing,
  today,
}: {
  companies: { id: string; name: string }[];
  values: FreelancePostValues;
  result: PostFormResult | undefined;
  editing: boolean;
  /** YYYY-MM-DD on the server: the earliest closing date. */
  today: string;
}) {
  const { checked, onSubmit } = useCheckedForm<Errors>({
    problemsOf: (posted) => {
      const found = checkFreelancePost(fieldsLike(posted, EMPTY_FREELANCE_POST), today);
      return found.ok ? {} : found.errors;
    },
    idOf: id,
    order: ORDER,
  });
  const v = result?.values ?? values;
  const errors: Errors = checked ?? result?.errors ?? {};
  const field = fieldBinder("freelance", v, errors);

  return (
    <Form
      method="post"
      aria-label={editing ? "Edit freelance post" : "New freelance post"}
      noValidate
      onSubmit={onSubmit}
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <div className="flex flex-col gap-6">
        <SelectField
          {...field("companyId")}
          label="Company"
          placeholder="Choose your company"
          {...recordOptions(companies)}
          required
        />
        <InputField
          {...field("title")}
          label="Title"
          required
          maxLength={FREELANCE_LIMITS.titleMax}
        />
        <TextareaField
          {...field("description")}
          label="Description"
          rows={10}
          required
          maxLength={FREELANCE_LIMITS.descriptionMax}
          hint="What you need done and what you expect to receive. Markdown: **bold**, lists with -, links."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...field("category")}
            label="Category"
            placeholder="Choose a category"
            options={JOB_CATEGORIES}
            required
          />
          <InputField
            {...field("skills")}
            label="Skills"
            hint={`Separated by commas, up to ${FREELANCE_LIMITS.skillsMax}.`}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field("location")}
            label="Location"
            required
            maxLength={FREELANCE_LIMITS.locationMax}
            hint="Where the work is done, or the time zones that suit you."
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input type="checkbox" name="isRemote" defaultChecked={v.isRemote === "on"} />
            Remote: the work can be done from anywhere
          </label>
        </div>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Budget</legend>
          <SelectField
            {...field("budgetType")}
            label="Budget type"
            placeholder="Fixed or hourly"
            options={BUDGET_TYPES}
            labelOf={(value) => BUDGET_TYPE_LABELS[value as keyof typeof BUDGET_TYPE_LABELS]}
            required
          />
          <InputField
            {...field("budget")}
            label="Amount (USD)"
            inputMode="numeric"
            required
            hint="The whole budget for a fixed price; the rate an hour for hourly work."
          />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...field("duration")}
            label="Duration"
            placeholder="How long the work lasts"
            options={FREELANCE_DURATIONS}
            required
          />
          <InputField
            {...field("closesOn")}
            label="Proposals close on"
            type="date"
            min={today}
            required
          />
        </div>
        <PublishButtons editing={editing} publish="Publish post" />
      </div>
    </Form>
  );
}
