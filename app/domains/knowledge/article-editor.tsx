import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import {
  ARTICLE_KIND_LABELS,
  ARTICLE_KINDS,
  COMPLIANCE_JURISDICTIONS,
  COMPLIANCE_TOPICS,
} from "./rules";
import type { ArticleFormValues } from "./article-form.server";

// The article editor: the fields every kind has, then those of a case study or a guide. Its
// buttons post the same form with an intent (preview, save, publish...), so it works without
// JavaScript; the preview comes back rendered by the server.

export function ArticleEditor({
  values,
  errors = {},
  kindFixed = false,
  actions,
  label = "Article",
}: {
  values: ArticleFormValues;
  errors?: Partial<Record<keyof ArticleFormValues, string>>;
  /** A member's case study: the kind is not theirs to choose, nor the picture. */
  kindFixed?: boolean;
  actions: { intent: string; label: string; variant?: "default" | "outline" }[];
  label?: string;
}) {
  // Each field is named and identified after its value.
  const field = (name: keyof ArticleFormValues) =>
    ({ id: name, name, defaultValue: values[name], error: errors[name] }) as const;
  return (
    <Form method="post" aria-label={label} className="flex flex-col gap-5">
      {kindFixed ? (
        <input type="hidden" name="kind" value={values.kind} />
      ) : (
        <SelectField
          {...field("kind")}
          label="Kind"
          placeholder="Choose a kind"
          options={ARTICLE_KINDS}
          labelOf={(k) => ARTICLE_KIND_LABELS[k as keyof typeof ARTICLE_KIND_LABELS]}
          required
        />
      )}
      <InputField {...field("title")} label="Title" required />
      <TextareaField {...field("excerpt")} label="Summary" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field("author")} label="Author" required />
        {kindFixed ? (
          <input type="hidden" name="imageUrl" value={values.imageUrl} />
        ) : (
          <InputField {...field("imageUrl")} label="Picture (a path on this site)" />
        )}
      </div>
      {values.kind === "case-study" || !kindFixed ? (
        <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">Case study</legend>
          <InputField {...field("sector")} label="Sector" />
          <InputField {...field("region")} label="Region" />
          <InputField
            {...field("companies")}
            label="Companies involved (their directory addresses, comma separated)"
          />
          <TextareaField {...field("results")} label="Results (one a line)" />
        </fieldset>
      ) : null}
      {!kindFixed ? (
        <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">Compliance guide</legend>
          <SelectField
            {...field("jurisdiction")}
            label="Jurisdiction"
            placeholder="None"
            options={COMPLIANCE_JURISDICTIONS}
          />
          <SelectField
            {...field("topic")}
            label="Topic"
            placeholder="None"
            options={COMPLIANCE_TOPICS}
          />
          <InputField {...field("templates")} label="Template ids (comma separated)" />
        </fieldset>
      ) : null}
      <TextareaField
        {...field("body")}
        label="Text (Markdown: ## headings, - lists, [links](https://...), ![pictures](/images/...))"
        required
        rows={18}
        className="font-mono"
      />
      {kindFixed ? null : (
        <InputField
          {...field("publishAt")}
          label="Publish at (UTC), to schedule"
          type="datetime-local"
          className="sm:max-w-xs"
        />
      )}
      <div className="flex flex-wrap gap-3">
        {actions.map((a) => (
          <Button
            key={a.intent}
            type="submit"
            name="intent"
            value={a.intent}
            variant={a.variant ?? "default"}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </Form>
  );
}
