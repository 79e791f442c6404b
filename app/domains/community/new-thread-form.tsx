import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { BodyField } from "./body-field";
import type { ForumResult } from "./forum-action.server";

/** Starting a thread: title, body and, among the idea discussions, the challenge it answers. */
export function NewThreadForm({
  result,
  challenges,
}: {
  result: ForumResult | undefined;
  challenges?: { id: string; title: string }[];
}) {
  const mine = result?.intent === "thread" ? result : undefined;
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="new-thread-heading">
      <h2 id="new-thread-heading" className="text-lg font-semibold text-slate-900">
        Start a thread
      </h2>
      <FormMessages error={mine && !mine.ok ? mine.message : null} success={null} />
      <input type="hidden" name="intent" value="thread" />
      <Field id="thread-title" label="Title" required error={mine?.errors.title}>
        <Input
          id="thread-title"
          name="title"
          required
          maxLength={140}
          defaultValue={mine?.values.title}
          aria-invalid={mine?.errors.title ? true : undefined}
          aria-describedby={mine?.errors.title ? fieldErrorId("thread-title") : undefined}
        />
      </Field>
      {challenges ? (
        <Field id="thread-challenge" label="Innovation Challenge it answers">
          <NativeSelect
            id="thread-challenge"
            name="challengeId"
            defaultValue={mine?.values.challengeId ?? ""}
            placeholder="None"
            options={challenges.map((c) => c.id)}
            labelOf={(id) => challenges.find((c) => c.id === id)?.title ?? id}
          />
        </Field>
      ) : null}
      <BodyField id="thread-body" defaultValue={mine?.values.body} error={mine?.errors.body} />
      <div>
        <Button type="submit">Post thread</Button>
      </div>
    </Form>
  );
}
