import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages, InputField, SelectField, TextareaField } from "~/components/ui/field";
import { JOB_CATEGORIES } from "~/data/vocabularies";
import {
  BUDGET_TYPE_LABELS,
  BUDGET_TYPES,
  checkFreelancePost,
  FREELANCE_DURATIONS,
  FREELANCE_LIMITS,
  freelancePostValuesOf,
  type FreelancePostField,
  type FreelancePostValues,
} from "~/domain/freelance";
import { useCheckedForm } from "~/hooks/use-checked-form";
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
      const found = checkFreelancePost(freelancePostValuesOf(posted), today);
      return found.ok ? {} : found.errors;
    },
    idOf: id,
    order: ORDER,
  });
  const v = result?.values ?? values;
  const errors: Errors = checked ?? result?.errors ?? {};

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
          id={id("companyId")}
          label="Company"
          name="companyId"
          placeholder="Choose your company"
          options={companies.map((c) => c.id)}
          labelOf={(value) => companies.find((c) => c.id === value)?.name ?? value}
          defaultValue={v.companyId}
          required
          error={errors.companyId}
        />
        <InputField
          id={id("title")}
          name="title"
          label="Title"
          required
          maxLength={FREELANCE_LIMITS.titleMax}
          defaultValue={v.title}
          error={errors.title}
        />
        <TextareaField
          id={id("description")}
          name="description"
          label="Description"
          rows={10}
          required
          maxLength={FREELANCE_LIMITS.descriptionMax}
          defaultValue={v.description}
          error={errors.description}
          hint="What you need done and what you expect to receive. Markdown: **bold**, lists with -, links."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={id("category")}
            label="Category"
            name="category"
            placeholder="Choose a category"
            options={JOB_CATEGORIES}
            defaultValue={v.category}
            required
            error={errors.category}
          />
          <InputField
            id={id("skills")}
            name="skills"
            label="Skills"
            defaultValue={v.skills}
            error={errors.skills}
            hint={`Separated by commas, up to ${FREELANCE_LIMITS.skillsMax}.`}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={id("location")}
            name="location"
            label="Location"
            required
            maxLength={FREELANCE_LIMITS.locationMax}
            defaultValue={v.location}
            error={errors.location}
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
            id={id("budgetType")}
            label="Budget type"
            name="budgetType"
            placeholder="Fixed or hourly"
            options={BUDGET_TYPES}
            labelOf={(value) => BUDGET_TYPE_LABELS[value as keyof typeof BUDGET_TYPE_LABELS]}
            defaultValue={v.budgetType}
            required
            error={errors.budgetType}
          />
          <InputField
            id={id("budget")}
            name="budget"
            label="Amount (USD)"
            inputMode="numeric"
            required
            defaultValue={v.budget}
            error={errors.budget}
            hint="The whole budget for a fixed price; the rate an hour for hourly work."
          />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={id("duration")}
            label="Duration"
            name="duration"
            placeholder="How long the work lasts"
            options={FREELANCE_DURATIONS}
            defaultValue={v.duration}
            required
            error={errors.duration}
          />
          <InputField
            id={id("closesOn")}
            name="closesOn"
            label="Proposals close on"
            type="date"
            min={today}
            required
            defaultValue={v.closesOn}
            error={errors.closesOn}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {editing ? (
            <Button type="submit">Save changes</Button>
          ) : (
            <>
              <Button type="submit" name="intent" value="publish">
                Publish post
              </Button>
              <Button type="submit" name="intent" value="draft" variant="outline">
                Save as draft
              </Button>
            </>
          )}
        </div>
      </div>
    </Form>
  );
}
