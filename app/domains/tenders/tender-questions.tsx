import { Form, Link } from "react-router";
import { TitledSection } from "~/components/shared/titled-section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { TENDER_LIMITS } from "./rules";
import type { TenderActionResult } from "./tender-actions.server";
import { type TenderData } from "./tender-parts";

// A tender's questions and answers: the answered ones for everyone, the member's own while they
// wait, the buyer's answer forms, and the form to ask while questions are open.

export function Questions({
  data,
  result,
}: {
  data: TenderData;
  result: TenderActionResult | undefined;
}) {
  const { viewer } = data;
  const err = (field: string) => (result?.field === field ? result.error : undefined);
  return (
    <TitledSection id="questions" title="Questions and answers" anchor>
      {data.questions.length === 0 && data.myQuestions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No questions answered yet.</p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-4">
        {data.questions.map((q) => (
          <li key={q.id} className="rounded-md border border-slate-200 p-4 text-sm">
            {q.aboutAward ? (
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-amber-800">
                About the award: only you and the bidder who asked read it
              </p>
            ) : null}
            <p className="font-medium text-slate-900">Q: {q.body}</p>
            {q.answer ? (
              <p className="mt-2 whitespace-pre-line text-slate-700">A: {q.answer}</p>
            ) : viewer.isBuyer ? (
              <AnswerForm id={q.id} aboutAward={q.aboutAward} error={err(`answer-${q.id}`)} />
            ) : null}
          </li>
        ))}
        {data.myQuestions.map((q) => (
          <li key={q.id} className="rounded-md border border-dashed border-slate-300 p-4 text-sm">
            <p className="font-medium text-slate-900">Your question: {q.body}</p>
            <p className="mt-1 text-slate-600">Waiting for the buyer&apos;s answer.</p>
          </li>
        ))}
      </ul>
      {data.questionsOpen && viewer.signedIn && !viewer.isBuyer ? (
        // A new form, and an empty box, once the question sent shows among the member's own:
        // a box that kept its text would invite sending it twice (issue 41).
        <Form
          key={data.myQuestions.map((q) => q.id).join(" ")}
          method="post"
          className="mt-4 flex flex-col gap-2"
        >
          <input type="hidden" name="intent" value="ask" />
          <Field id="question" label="Ask the buyer a question" error={err("question")}>
            <Textarea
              id="question"
              name="question"
              rows={3}
              maxLength={TENDER_LIMITS.questionMax}
              required
            />
          </Field>
          <p className="text-sm text-slate-600">
            The answer is published here for every bidder; your name is not.
          </p>
          <Button type="submit" size="sm" className="self-start">
            Send question
          </Button>
        </Form>
      ) : data.questionsOpen && !viewer.signedIn ? (
        <p className="mt-3 text-sm text-slate-600">
          <Link
            to={`/sign-in?next=${encodeURIComponent(`/projects/${data.tender.id}#questions`)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>{" "}
          to ask a question.
        </p>
      ) : null}
    </TitledSection>
  );
}

/**
 * The buyer's answer to a question: published for everyone, or, about the award, sent to the
 * bidder who asked alone (decision 340).
 */
function AnswerForm({
  id,
  aboutAward,
  error,
}: {
  id: string;
  aboutAward: boolean;
  error: string | undefined;
}) {
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="question" value={id} />
      <Field
        id={`answer-${id}`}
        label={
          aboutAward
            ? "Your answer, sent only to the bidder who asked"
            : "Your answer, public without the asker's name"
        }
        error={error}
      >
        <Textarea id={`answer-${id}`} name="answer" rows={3} maxLength={TENDER_LIMITS.answerMax} />
      </Field>
      {aboutAward ? (
        <p className="text-sm text-slate-600">
          Nobody else reads this question or your answer: not the other bidders, not the public.
        </p>
      ) : null}
      <Button type="submit" size="sm" className="self-start">
        {aboutAward ? "Send answer to the asker" : "Publish answer"}
      </Button>
    </Form>
  );
}
