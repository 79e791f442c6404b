import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  ARTICLE_KIND_LABELS,
  ARTICLE_KINDS,
  COMPLIANCE_JURISDICTIONS,
  COMPLIANCE_TOPICS,
} from "~/domain/knowledge";
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
  const err = (name: keyof ArticleFormValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
  return (
    <Form method="post" aria-label={label} className="flex flex-col gap-5">
      {kindFixed ? (
        <input type="hidden" name="kind" value={values.kind} />
      ) : (
        <Field id="kind" label="Kind" required>
          <NativeSelect
            id="kind"
            name="kind"
            placeholder="Choose a kind"
            defaultValue={values.kind}
            options={ARTICLE_KINDS}
            labelOf={(k) => ARTICLE_KIND_LABELS[k as keyof typeof ARTICLE_KIND_LABELS]}
            required
          />
        </Field>
      )}
      <Field id="title" label="Title" required error={errors.title}>
        <Input id="title" name="title" defaultValue={values.title} required {...err("title")} />
      </Field>
      <Field id="excerpt" label="Summary" required error={errors.excerpt}>
        <Textarea
          id="excerpt"
          name="excerpt"
          defaultValue={values.excerpt}
          required
          {...err("excerpt")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="author" label="Author" required error={errors.author}>
          <Input
            id="author"
            name="author"
            defaultValue={values.author}
            required
            {...err("author")}
          />
        </Field>
        {kindFixed ? (
          <input type="hidden" name="imageUrl" value={values.imageUrl} />
        ) : (
          <Field id="imageUrl" label="Picture (a path on this site)" error={errors.imageUrl}>
            <Input
              id="imageUrl"
              name="imageUrl"
              defaultValue={values.imageUrl}
              {...err("imageUrl")}
            />
          </Field>
        )}
      </div>
      {values.kind === "case-study" || !kindFixed ? (
        <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">Case study</legend>
          <Field id="sector" label="Sector" error={errors.sector}>
            <Input id="sector" name="sector" defaultValue={values.sector} {...err("sector")} />
          </Field>
          <Field id="region" label="Region">
            <Input id="region" name="region" defaultValue={values.region} />
          </Field>
          <Field
            id="companies"
            label="Companies involved (their directory addresses, comma separated)"
          >
            <Input id="companies" name="companies" defaultValue={values.companies} />
          </Field>
          <Field id="results" label="Results (one a line)">
            <Textarea id="results" name="results" defaultValue={values.results} />
          </Field>
        </fieldset>
      ) : null}
      {!kindFixed ? (
        <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">Compliance guide</legend>
          <Field id="jurisdiction" label="Jurisdiction" error={errors.jurisdiction}>
            <NativeSelect
              id="jurisdiction"
              name="jurisdiction"
              placeholder="None"
              defaultValue={values.jurisdiction}
              options={COMPLIANCE_JURISDICTIONS}
              {...err("jurisdiction")}
            />
          </Field>
          <Field id="topic" label="Topic" error={errors.topic}>
            <NativeSelect
              id="topic"
              name="topic"
              placeholder="None"
              defaultValue={values.topic}
              options={COMPLIANCE_TOPICS}
              {...err("topic")}
            />
          </Field>
          <Field id="templates" label="Template ids (comma separated)">
            <Input id="templates" name="templates" defaultValue={values.templates} />
          </Field>
        </fieldset>
      ) : null}
      <Field
        id="body"
        label="Text (Markdown: ## headings, - lists, [links](https://...), ![pictures](/images/...))"
        required
        error={errors.body}
      >
        <Textarea
          id="body"
          name="body"
          defaultValue={values.body}
          required
          rows={18}
          className="font-mono"
          {...err("body")}
        />
      </Field>
      {kindFixed ? null : (
        <Field id="publishAt" label="Publish at (UTC), to schedule">
          <Input
            id="publishAt"
            name="publishAt"
            type="datetime-local"
            defaultValue={values.publishAt}
            className="sm:max-w-xs"
          />
        </Field>
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
