import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { formatMoneyCents } from "~/lib/format";
import { SCORE_MAX } from "./evaluation";
import { TENDER_LIMITS } from "./rules";
import { scoreKey, type EvaluationPage, type ScoreFields } from "./evaluation-view";

// The evaluator's page (decision 320): the declaration of no conflict of interest, then a card
// per bid with a score from 0 to 10 and a comment per criterion the panel scores, saved as a
// draft or submitted (then shown read-only, with the other evaluators' submitted scores).

type Scoring = Extract<EvaluationPage, { state: "scoring" | "submitted" }>;

export function EvaluationView({
  page,
  notice,
  error,
  values,
}: {
  page: EvaluationPage;
  notice: string | null;
  error: string | null;
  values: ScoreFields | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <FormMessages error={error} success={notice} />
      {page.state === "sealed" ? (
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">The bids are sealed</h2>
          <p className="mt-2 text-slate-700">
            They open at the deadline,{" "}
            <time dateTime={page.bidDeadline}>{page.bidDeadlineText}</time>. You will be told then,
            and can score them here.
          </p>
        </Card>
      ) : page.state === "declare" ? (
        <Declaration page={page} />
      ) : (
        <ScoringView page={page} values={values} />
      )}
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to={`/projects/${page.id}`} className="font-semibold text-brand-700 hover:underline">
          Back to the tender
        </Link>
        {page.isBuyer ? (
          <Link
            to={`/projects/${page.id}/bids`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Compare bids
          </Link>
        ) : null}
      </p>
    </div>
  );
}

function Declaration({ page }: { page: Extract<EvaluationPage, { state: "declare" }> }) {
  if (!page.open)
    return (
      <p className="text-slate-700">Scoring has ended: the tender&apos;s outcome is recorded.</p>
    );
  return (
    <Form method="post" className="flex max-w-2xl flex-col gap-4">
      <Card className="flex flex-col gap-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Conflict of interest</h2>
        <p className="text-slate-700">
          {page.bidCount === 1 ? "1 bid is" : `${page.bidCount} bids are`} open for evaluation.
          Before you read them, please confirm that you have no personal, financial or family
          interest in any of the bidders. Your declaration is recorded in the tender&apos;s audit
          trail.
        </p>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" name="noConflict" required className="mt-0.5 size-4" />
          <span>I declare that I have no conflict of interest with any of the bidders.</span>
        </label>
        <Button type="submit" name="intent" value="declare" className="self-start">
          Confirm declaration
        </Button>
      </Card>
    </Form>
  );
}

function ScoringView({ page, values }: { page: Scoring; values: ScoreFields | undefined }) {
  const locked = page.state === "submitted" || !page.open;
  const fields = values ?? page.own;
  if (page.criteria.length === 0)
    return (
      <p className="text-slate-700">
        This tender has no criteria for the panel to score: its bids are ranked by price alone.
      </p>
    );
  return (
    <>
      <PanelStatus page={page} />
      {locked ? (
        <div className="flex flex-col gap-4">
          {page.bids.map((bid) => (
            <BidCard key={bid.id} page={page} bid={bid} fields={fields} locked />
          ))}
        </div>
      ) : (
        <Form method="post" className="flex flex-col gap-4" aria-label="Your scores">
          <p className="text-sm text-slate-700">
            Score each bid from 0 (does not meet the criterion) to {SCORE_MAX} (meets it in full).
            Save a draft as you go; once you submit, your scores are locked. The other
            evaluators&apos; scores show once you have submitted yours.
          </p>
          {page.bids.map((bid) => (
            <BidCard key={bid.id} page={page} bid={bid} fields={fields} locked={false} />
          ))}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="outline">
              Save draft
            </Button>
            <Button type="submit" name="intent" value="submit">
              Submit scores
            </Button>
          </div>
        </Form>
      )}
      {page.others && page.others.length > 0 ? <OtherScores page={page} /> : null}
    </>
  );
}

function PanelStatus({ page }: { page: Scoring }) {
  return (
    <section aria-labelledby="panel-heading">
      <h2 id="panel-heading" className="text-lg font-semibold text-slate-900">
        The panel
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {page.panel.map((p, i) => (
          <li key={i}>
            <Badge variant={p.submitted ? "accent" : "neutral"}>
              {p.own ? `${p.name} (you)` : p.name}: {p.submitted ? "submitted" : "scoring"}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BidCard({
  page,
  bid,
  fields,
  locked,
}: {
  page: Scoring;
  bid: Scoring["bids"][number];
  fields: ScoreFields;
  locked: boolean;
}) {
  const headingId = `bid-${bid.id}`;
  return (
    <Card className="p-5" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {bid.vendorName}
        </h3>
        <p className="text-sm text-slate-700 tabular-nums">
          {formatMoneyCents(bid.total, page.money)} · {bid.deliveryDays} days · valid until{" "}
          {bid.validUntil}
        </p>
      </div>
      {bid.message ? (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{bid.message}</p>
      ) : null}
      {bid.documents.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
          {bid.documents.map((d) => (
            <li key={d.id}>
              <a
                href={`/projects/${page.id}/bids/${bid.id}/documents/${d.id}`}
                className="text-brand-700 hover:underline"
              >
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-col divide-y divide-slate-100 border-t border-slate-100">
        {page.criteria.map((c) => {
          const key = scoreKey(bid.id, c.index);
          const field = fields[key] ?? { score: "", comment: "" };
          const id = `score-${bid.id}-${c.index}`;
          return (
            <div key={c.index} className="grid gap-3 py-3 sm:grid-cols-12 sm:items-start">
              <div className="sm:col-span-4">
                <p className="text-sm font-medium text-slate-900">{c.name}</p>
                <p className="text-xs text-slate-600">Weight {c.weight} of 100</p>
              </div>
              {locked ? (
                <>
                  <p className="text-sm font-semibold text-slate-900 sm:col-span-2">
                    {field.score === "" ? "Not scored" : `${field.score} of ${SCORE_MAX}`}
                  </p>
                  <p className="text-sm whitespace-pre-line text-slate-700 sm:col-span-6">
                    {field.comment}
                  </p>
                </>
              ) : (
                <>
                  <div className="flex max-w-40 flex-col gap-1 sm:col-span-2">
                    <label htmlFor={id} className="text-sm text-slate-700">
                      <span className="sr-only">
                        {bid.vendorName}, {c.name}:{" "}
                      </span>
                      Score (0-{SCORE_MAX})
                    </label>
                    <Input
                      id={id}
                      name={`score.${key}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={SCORE_MAX}
                      step={1}
                      defaultValue={field.score}
                      className="w-24"
                    />
                  </div>
                  <div className="flex flex-col gap-1 sm:col-span-6">
                    <label
                      htmlFor={`comment-${bid.id}-${c.index}`}
                      className="text-sm text-slate-700"
                    >
                      <span className="sr-only">
                        {bid.vendorName}, {c.name}:{" "}
                      </span>
                      Comment (optional)
                    </label>
                    <Textarea
                      id={`comment-${bid.id}-${c.index}`}
                      name={`comment.${key}`}
                      rows={2}
                      maxLength={TENDER_LIMITS.commentMax}
                      defaultValue={field.comment}
                    />
                  </div>
                </>
              )}
            </div>
          );
        })}
      </div>
    </Card>
  );
}

function OtherScores({ page }: { page: Scoring }) {
  return (
    <section aria-labelledby="others-heading" className="flex flex-col gap-3">
      <h2 id="others-heading" className="text-lg font-semibold text-slate-900">
        The other evaluators&apos; scores
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Evaluator
              </th>
              <th scope="col" className="p-3 font-semibold">
                Bid
              </th>
              {page.criteria.map((c) => (
                <th key={c.index} scope="col" className="p-3 text-right font-semibold">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.others!.flatMap((o) =>
              page.bids.map((bid) => (
                <tr key={`${o.name}-${bid.id}`} className="border-t border-slate-100">
                  <th scope="row" className="p-3 font-medium text-slate-900">
                    {o.name}
                  </th>
                  <td className="p-3 text-slate-700">{bid.vendorName}</td>
                  {page.criteria.map((c) => {
                    const s = o.scores[scoreKey(bid.id, c.index)];
                    return (
                      <td key={c.index} className="p-3 text-right tabular-nums" title={s?.comment}>
                        {s?.score ?? "-"}
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
