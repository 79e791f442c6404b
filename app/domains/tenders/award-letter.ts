import type { Standing } from "./award-rules";

// The award letters' words (decision 340): the winner's, and each unsuccessful bidder's with their
// own rank and scores against the winner's name, total and scores, and the standstill's end.
// Pure, so the words are tested apart from the PDF (award-letter-pdf.server.ts) that sets them.

export interface LetterInput {
  tenderTitle: string;
  buyerName: string;
  currency: string;
  /** The day of the intended award (or of the award), in the tender's zone. */
  dateText: string;
  /** The standstill's end in the tender's zone; null when the award is final. */
  standstillUntilText: string | null;
  reason: string | null;
  recipient: Standing;
  winner: Standing;
  bids: number;
  scored: boolean;
}

export interface LetterText {
  title: string;
  date: string;
  salutation: string;
  paragraphs: string[];
  /** Criterion, the recipient's, the winner's: for an unsuccessful bidder only. */
  table: { head: [string, string, string]; rows: [string, string, string][] } | null;
  closing: string[];
}

/** An amount in the tender's currency, by its code: only characters the PDF's fonts carry. */
export function letterMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    currencyDisplay: "code",
  })
    .format(cents / 100)
    .replace(/\s/g, " ");
}

const points = (n: number | null) => (n === null ? "-" : n.toFixed(1));

const scoreText = (s: Standing) =>
  s.score === null ? "" : `, with a weighted score of ${points(s.score)} out of 100`;

export function letterText(input: LetterInput): LetterText {
  const { recipient: own, winner } = input;
  const won = own.bidId === winner.bidId;
  const money = (cents: number) => letterMoney(cents, input.currency);
  const pending = input.standstillUntilText;
  const paragraphs: string[] = [];
  if (won) {
    paragraphs.push(
      pending
        ? `${input.buyerName} intends to award the contract for "${input.tenderTitle}" to your bid of ${money(own.total)}, ranked ${own.rank} of ${input.bids}${scoreText(own)}.`
        : `${input.buyerName} has awarded the contract for "${input.tenderTitle}" to your bid of ${money(own.total)}, ranked ${own.rank} of ${input.bids}${scoreText(own)}.`,
      pending
        ? `The award becomes final when the standstill period ends, on ${pending}, unless the buyer cancels it before then. Please do not treat it as final until that date.`
        : "The award is final. The buyer will contact you about the contract.",
    );
  } else {
    paragraphs.push(
      `Thank you for your bid on "${input.tenderTitle}". ${input.buyerName} ${pending ? "intends to award" : "has awarded"} the contract to another bid, and we regret that yours was not chosen.`,
      `Your bid of ${money(own.total)} ranked ${own.rank} of ${input.bids}${scoreText(own)}. The chosen bid, from ${winner.vendorName}, totals ${money(winner.total)}${scoreText(winner)}.`,
    );
    paragraphs.push(
      pending
        ? `The award becomes final when the standstill period ends, on ${pending}. Until then you may ask the buyer about the decision on the tender's page on ProcureConnect.`
        : "The award is final.",
    );
  }
  if (input.reason) paragraphs.push(`The buyer's reason: ${input.reason}`);
  const table =
    won || own.criteria.length + (input.scored ? 1 : 0) === 0
      ? null
      : {
          head: ["", "Your bid", `${winner.vendorName}`] as [string, string, string],
          rows: [
            ["Rank", String(own.rank), String(winner.rank)] as [string, string, string],
            ["Total price", money(own.total), money(winner.total)] as [string, string, string],
            ...own.criteria.map((c, i): [string, string, string] => [
              `${c.name} (out of ${points(c.outOf)})`,
              points(c.points),
              points(winner.criteria[i]?.points ?? null),
            ]),
            ...(own.score !== null
              ? [
                  ["Weighted score (out of 100)", points(own.score), points(winner.score)] as [
                    string,
                    string,
                    string,
                  ],
                ]
              : []),
          ],
        };
  return {
    title: won
      ? pending
        ? "Notice of intended award"
        : "Notice of award"
      : "Notice of the outcome of your bid",
    date: input.dateText,
    salutation: `Dear ${own.vendorName},`,
    paragraphs,
    table,
    closing: ["Yours sincerely,", input.buyerName, "Sent through ProcureConnect"],
  };
}
