import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { ForumResult } from "./forum-action.server";

/** A member's form to create a group, with the last attempt's answer. */
export function NewGroupForm({ actionData }: { actionData: ForumResult | undefined }) {
  return (
    <Form
      method="post"
      aria-labelledby="new-group-heading"
      className="mt-10 flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="new-group-heading" className="text-lg font-semibold text-slate-900">
        Create a group
      </h2>
      <FormMessages
        error={actionData && !actionData.ok ? actionData.message : null}
        success={null}
      />
      {(["name", "topic"] as const).map((name) => (
        <Field
          key={name}
          id={`group-${name}`}
          label={name === "name" ? "Name" : "Topic"}
          required
          error={actionData?.errors[name]}
        >
          <Input
            id={`group-${name}`}
            name={name}
            required
            defaultValue={actionData?.values[name]}
            aria-invalid={actionData?.errors[name] ? true : undefined}
            aria-describedby={actionData?.errors[name] ? fieldErrorId(`group-${name}`) : undefined}
          />
        </Field>
      ))}
      <Field
        id="group-description"
        label="Description"
        required
        error={actionData?.errors.description}
      >
        <Textarea
          id="group-description"
          name="description"
          rows={3}
          required
          defaultValue={actionData?.values.description}
        />
      </Field>
      <div>
        <Button type="submit">Create group</Button>
      </div>
    </Form>
  );
}
