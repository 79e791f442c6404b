import { FileDownIcon, HourglassIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { formatMoneyCents, type MoneyStyle } from "~/lib/format";
import type { Standing } from "./award-rules";
import type { AwardPanel, BidderAward } from "./award-view.server";
import { TENDER_LIMITS } from "./rules";
import { moneyStyleOf, type TenderData } from "./tender-parts";

// The award on the tender's page (decision 340): the standstill for everyone; for the buyer, the
// bid they chose, their letters and the cancellation; for each bidder, their standing against
// the winner's, their letter and, while the standstill runs, a question to the buyer.

const points = (n: number | null) => (n === null ? "-" : n.toFixed(1));

/** "Lot 2: " before a lot's award's headings (decision 450); nothing for a whole tender. */
const lotPrefix = (award: AwardPanel) => (award.lot ? `Lot ${award.lot.number}: ` : "");

export function AwardPanelView({ data, award }: { data: TenderData; award: AwardPanel }) {
  const money = moneyStyleOf(data);
  const letterOf = (bidId: string) =>
    award.letters ? `${award.letters}${award.letters.includes("?") ? "&" : "?"}bid=${bidId}` : null;
  return (
    <>
      {award.pending ? (
        <Card className="border-amber-300 bg-amber-50 p-5" role="status">
          <h2 className="flex items-start gap-2 font-semibold text-amber-950">
            <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {lotPrefix(award)}Award pending: standstill until{" "}
              <time dateTime={award.pending.until}>{award.pending.untilText}</time>
            </span>
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            The buyer has chosen a bid. The award becomes final when the standstill ends, unless the
            buyer cancels it before then.
          </p>
        </Card>
      ) : null}
      {award.buyer ? <BuyerAward award={award} money={money} /> : null}
      {award.bidders.map((b) => (
        <BidderResult
          key={b.bidId}
          data={data}
          bidder={b}
          pending={award.pending !== null}
          letter={letterOf(b.bidId)}
          prefix={lotPrefix(award)}
          contract={b.won ? award.contract : null}
          money={money}
        />
      ))}
    </>
  );
}

function BuyerAward({ award, money }: { award: AwardPanel; money: MoneyStyle }) {
  const buyer = award.buyer!;
  const { winner } = buyer;
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">
        {lotPrefix(award)}
        {award.pending ? "Your intended award" : "Your award"}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {winner.vendorName}, ranked {winner.rank} of {buyer.bids}, for{" "}
        {formatMoneyCents(winner.total, money)}
        {winner.score !== null ? `, scoring ${points(winner.score)} of 100` : ""}. Every bidder was
        told and has their award letter.
      </p>
      {buyer.reason ? (
        <p className="mt-1 text-sm text-slate-700">Your reason: {buyer.reason}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ContractLink contract={award.contract} />
        {award.letters ? (
          <Button asChild variant="outline">
            <a href={award.letters}>
              <FileDownIcon className="size-4" aria-hidden="true" />
              Download all award letters (PDF)
            </a>
          </Button>
        ) : null}
        {award.pending ? (
          <Form method="post">
            <input
              type="hidden"
              name="intent"
              value={award.lot ? "cancel-lot-award" : "cancel-award"}
            />
            {award.lot ? <input type="hidden" name="lot" value={award.lot.number} /> : null}
            <Button type="submit" variant="ghost">
              Cancel the intended award
            </Button>
          </Form>
        ) : null}
      </div>
      {award.pending ? (
        <p className="mt-2 text-sm text-slate-600">
          Cancelling returns the tender to evaluation: you may then choose again, and the bidders
          are told.
        </p>
      ) : null}
    </Card>
  );
}

/** The award's contract: "Draft contract" for the buyer until it exists, then "View the contract". */
function ContractLink({ contract }: { contract: AwardPanel["contract"] }) {
  if (!contract) return null;
  return (
    <Button asChild variant={contract.drafted ? "outline" : "default"}>
      <Link to={contract.href}>{contract.drafted ? "View the contract" : "Draft contract"}</Link>
    </Button>
  );
}

function BidderResult({
  data,
  bidder,
  pending,
  letter,
  contract,
  money,
  prefix,
}: {
  data: TenderData;
  bidder: BidderAward;
  pending: boolean;
  prefix: string;
  letter: string | null;
  contract: AwardPanel["contract"];
  money: MoneyStyle;
}) {
  const { standing, won } = bidder;
  const own = standing.own;
  const heading = won
    ? pending
      ? `${own.vendorName}: your bid is the intended award`
      : `${own.vendorName}: your bid is awarded`
    : `${own.vendorName}: your bid was not chosen`;
  return (
    <Card className={won ? "border-emerald-300 bg-emerald-50 p-5" : "p-5"}>
      <h2 className="font-semibold text-slate-900">
        {prefix}
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {won
          ? pending
            ? "The buyer intends to award the contract to your bid. It is final when the standstill ends."
            : "The buyer awarded the contract to your bid."
          : `Your bid ranked ${own.rank} of ${standing.bids}. The comparison below shows your scores against the chosen bid's; no other bid is shown.`}
      </p>
      {standing.winner ? <StandingTable own={own} winner={standing.winner} money={money} /> : null}
      {contract ? (
        <div className="mt-4">
          <ContractLink contract={contract} />
        </div>
      ) : null}
      {letter ? (
        <Button asChild variant="outline" className="mt-4 self-start">
          <a href={letter}>
            <FileDownIcon className="size-4" aria-hidden="true" />
            Download your award letter (PDF)
          </a>
        </Button>
      ) : null}
      <AwardQuestions data={data} mayAsk={bidder.mayAsk} />
    </Card>
  );
}

function StandingTable({
  own,
  winner,
  money,
}: {
  own: Standing;
  winner: Standing;
  money: MoneyStyle;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your bid against the chosen bid</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Criterion
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Your bid
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Chosen bid ({winner.vendorName})
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
              Rank
            </th>
            <td className="py-2 pr-3 text-right">{own.rank}</td>
            <td className="py-2 text-right">{winner.rank}</td>
          </tr>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
              Total price
            </th>
            <td className="py-2 pr-3 text-right">{formatMoneyCents(own.total, money)}</td>
            <td className="py-2 text-right">{formatMoneyCents(winner.total, money)}</td>
          </tr>
          {own.criteria.map((c, i) => (
            <tr key={c.name} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                {c.name} (of {points(c.outOf)})
              </th>
              <td className="py-2 pr-3 text-right">{points(c.points)}</td>
              <td className="py-2 text-right">{points(winner.criteria[i]?.points ?? null)}</td>
            </tr>
          ))}
          {own.score !== null ? (
            <tr>
              <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                Weighted score (of 100)
              </th>
              <td className="py-2 pr-3 text-right font-semibold">{points(own.score)}</td>
              <td className="py-2 text-right font-semibold">{points(winner.score)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** The bidder's questions about the award, and the form to ask one during the standstill. */
function AwardQuestions({ data, mayAsk }: { data: TenderData; mayAsk: boolean }) {
  const asked = data.awardQuestions;
  if (!mayAsk && asked.length === 0) return null;
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Questions about the award</h3>
      {asked.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {asked.map((q) => (
            <li key={q.id} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium text-slate-900">Your question: {q.body}</p>
              <p className="mt-1 whitespace-pre-line text-slate-700">
                {q.answer ? `The buyer's answer: ${q.answer}` : "Waiting for the buyer's answer."}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {mayAsk ? (
        <Form
          key={asked.map((q) => q.id).join(" ")}
          method="post"
          className="mt-3 flex flex-col gap-2"
        >
          <input type="hidden" name="intent" value="ask-award" />
          <Field id="award-question" label="Ask the buyer about the award">
            <Textarea
              id="award-question"
              name="question"
              rows={3}
              maxLength={TENDER_LIMITS.questionMax}
              required
            />
          </Field>
          <p className="text-sm text-slate-600">
            Only the buyer reads your question, and only you read the answer.
          </p>
          <Button type="submit" size="sm" className="self-start">
            Send question
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
