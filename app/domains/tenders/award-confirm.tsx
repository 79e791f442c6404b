import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormMessages } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { formatMoneyCents } from "~/lib/format";
import type { AwardReviewPage } from "./award-review.server";
import { TENDER_LIMITS } from "./rules";

// The award's review-and-confirm page (decision 340): the chosen bid, the others, the standstill
// and the optional reason, then "Confirm award". A plain form: it works without JavaScript.

const points = (n: number | null) => (n === null ? "-" : n.toFixed(1));

export function AwardConfirm({ page, error }: { page: AwardReviewPage; error: string | null }) {
  const money = (cents: number) => formatMoneyCents(cents, page.money);
  const { choice } = page;
  const total = page.others.length + (choice ? 1 : 0);
  return (
    <div>
      <FormMessages error={error} success={null} />
      <div className="flex flex-col gap-6">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            {page.lot ? `Your choice for lot ${page.lot.number}: ${page.lot.title}` : "Your choice"}
          </h2>
          {choice ? (
            <>
              <p className="mt-1 text-2xl font-semibold text-brand-900">{choice.vendorName}</p>
              <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-slate-600">Rank</dt>
                  <dd className="font-semibold text-slate-900">
                    {choice.rank} of {total}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">Total price</dt>
                  <dd className="font-semibold text-slate-900">{money(choice.total)}</dd>
                </div>
                {choice.score !== null ? (
                  <div>
                    <dt className="text-sm text-slate-600">Weighted score</dt>
                    <dd className="font-semibold text-slate-900">{points(choice.score)} of 100</dd>
                  </div>
                ) : null}
              </dl>
              {choice.criteria.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  {choice.criteria.map((c) => (
                    <li key={c.name}>
                      {c.name}: {points(c.points)} of {points(c.outOf)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {choice.rank > 1 ? (
                <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                  This bid is not the highest ranked. Please give your reason below: the bidders
                  read it in their letters.
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-1 text-slate-700">
              No award: the tender closes without one, and every bidder is told your reason.
            </p>
          )}
        </Card>

        {page.others.length > 0 ? <OtherBids page={page} /> : null}
        {choice ? (
          <Card className="border-brand-200 bg-brand-50 p-5">
            <h2 className="font-semibold text-brand-900">Standstill</h2>
            {page.standstillDays > 0 ? (
              <p className="mt-1 text-sm text-brand-900">
                {page.standstillDays === 1 ? "1 day" : `${page.standstillDays} days`}: confirmed
                now, the award becomes final on{" "}
                <time dateTime={page.standstillEnd}>{page.standstillEndText}</time>, unless you
                cancel it before then. Meanwhile each bidder not chosen sees their own rank and
                scores against the chosen bid&apos;s, receives an award letter and may ask you about
                the decision.
              </p>
            ) : (
              <p className="mt-1 text-sm text-brand-900">
                This tender has no standstill: the award is final once you confirm it. Every bidder
                receives an award letter.
              </p>
            )}
          </Card>
        ) : null}

        {page.waiting ? (
          <PanelWaiting id={page.id} text={page.waiting} />
        ) : (
          <ConfirmForm page={page} />
        )}
      </div>
    </div>
  );
}

/** The award waits for the whole panel (decision 396): said instead of the confirmation. */
function PanelWaiting({ id, text }: { id: string; text: string }) {
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <p className="text-sm text-amber-950">{text}</p>
      <Link
        to={`/projects/${id}/bids#award`}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to the comparison
      </Link>
    </div>
  );
}

/** "Confirm award": the reason, whether the amount is shown, and the button. */
function ConfirmForm({ page }: { page: AwardReviewPage }) {
  const { choice } = page;
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <input type="hidden" name="bid" value={choice?.bidId ?? "none"} />
      {page.lot ? <input type="hidden" name="lot" value={page.lot.number} /> : null}
      <Field
        id="award-reason"
        label={
          choice
            ? "Reason (optional, shown on the tender and in the letters)"
            : "Reason for making no award"
        }
      >
        <Textarea
          id="award-reason"
          name="reason"
          rows={3}
          maxLength={TENDER_LIMITS.reasonMax}
          required={!choice}
        />
      </Field>
      {choice ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="showAmount" />
          Show the awarded amount on the tender&apos;s page
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{choice ? "Confirm award" : "Confirm no award"}</Button>
        <Link
          to={`/projects/${page.id}/bids#award`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Choose again
        </Link>
      </div>
    </Form>
  );
}

/** The bids not chosen, by rank. */
function OtherBids({ page }: { page: AwardReviewPage }) {
  const money = (cents: number) => formatMoneyCents(cents, page.money);
  const choice = page.choice;
  return (
    <section aria-labelledby="other-bids-heading">
      <h2 id="other-bids-heading" className="text-lg font-semibold text-slate-900">
        {choice ? "The other bids" : "The bids"}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The bids not chosen, by rank</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <th scope="col" className="p-3 font-medium">
                Rank
              </th>
              <th scope="col" className="p-3 font-medium">
                Company
              </th>
              <th scope="col" className="p-3 text-right font-medium">
                Total price
              </th>
              {page.scored ? (
                <th scope="col" className="p-3 text-right font-medium">
                  Score
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {page.others.map((s) => (
              <tr key={s.bidId} className="border-b border-slate-100 last:border-0">
                <td className="p-3">{s.rank}</td>
                <th scope="row" className="p-3 font-medium text-slate-900">
                  {s.vendorName}
                </th>
                <td className="p-3 text-right">{money(s.total)}</td>
                {page.scored ? <td className="p-3 text-right">{points(s.score)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
