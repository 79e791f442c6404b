import type { Criterion } from "./evaluation";
import type { MoneyStyle } from "~/lib/format";

// The evaluator's page's view model (decision 320), shared by its loader and its component.

export type ScoreFields = Record<string, { score: string; comment: string }>;

/** A score's and its comment's field names, for a bid and a criterion's index. */
export const scoreKey = (bidId: string, criterion: number) => `${bidId}.${criterion}`;

interface Base {
  id: string;
  title: string;
  isBuyer: boolean;
}

export type EvaluationPage =
  | (Base & { state: "sealed"; bidDeadline: string; bidDeadlineText: string })
  | (Base & { state: "declare"; bidCount: number; open: boolean })
  | (Base & {
      state: "scoring" | "submitted";
      /** Scoring closed (awarded, closed or cancelled) before this evaluator submitted. */
      open: boolean;
      money: MoneyStyle;
      criteria: (Criterion & { index: number })[];
      bids: {
        id: string;
        vendorName: string;
        total: number;
        deliveryDays: number;
        validUntil: string;
        message: string;
        documents: { id: string; name: string }[];
      }[];
      own: ScoreFields;
      panel: { name: string; submitted: boolean; own: boolean }[];
      /** The other evaluators' submitted scores: null until the viewer has submitted. */
      others: { name: string; scores: ScoreFields }[] | null;
    });

export const EVALUATION_NOTICES = {
  declared: "Your declaration is recorded. You can score the bids now.",
  saved: "Your draft is saved. Only you can see it until you submit.",
  submitted: "Your scores are submitted and locked.",
} as const;
