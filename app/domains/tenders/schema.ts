import * as z from "zod/mini";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "~/data/vocabularies";
import { TENDER_KINDS, TENDER_LIMITS, TENDER_VISIBILITIES } from "./rules";
import { isTenderCurrency } from "./currency";
import { CRITERION_METHODS } from "./evaluation";
import { isTimeZone } from "~/lib/zoned-time";
import { STANDSTILL_DAYS } from "./award-rules";
import { LOT_LIMITS } from "./lots";
import { REQUIREMENT_LIMITS, REQUIREMENT_MESSAGES } from "./requirements";

// The tender and bid forms' schemas (issue 24). Apart from the rules in ./tenders, so that the
// pages that show tenders load no schema library: only the forms' actions need these.

/** Trimmed text of at most `max` characters, and at least one when `required` names the message. */
const text = (max: number, label: string, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required })] : []),
      z.maxLength(max, { error: `${label} must be at most ${max} characters.` }),
    );

const isoDate = z
  .string()
  .check(
    z.refine((v) => !Number.isNaN(Date.parse(v)), { error: "Please choose a date and time." }),
  );

export const STANDSTILL_PROBLEM = `The standstill is a whole number of days from ${STANDSTILL_DAYS.min} to ${STANDSTILL_DAYS.max}.`;
export const BUDGET_PROBLEM = "The budget is a whole number in the tender's currency.";

/** A whole number from `min` to `max`. */
const whole = (min: number, max: number, error: string) =>
  z.number({ error }).check(
    z.refine((v) => Number.isInteger(v), { error }),
    z.gte(min, { error }),
    z.lte(max, { error }),
  );

export const tenderSchema = z
  .object({
    title: text(TENDER_LIMITS.titleMax, "The title", "Please give the tender a title."),
    description: text(
      TENDER_LIMITS.descriptionMax,
      "The description",
      "Please describe what you need.",
    ),
    kind: z.enum(TENDER_KINDS),
    region: z.enum(PROJECT_REGIONS, { error: "Please choose a region." }),
    sector: z.enum(PROJECT_SECTORS, { error: "Please choose a sector." }),
    budget: z.nullable(whole(0, TENDER_LIMITS.budgetMax, BUDGET_PROBLEM)),
    /** ISO 4217; USD when not given (decision 311). */
    currency: z.optional(
      z.string().check(z.refine(isTenderCurrency, { error: "Please choose a currency." })),
    ),
    /** The IANA zone the deadlines were set in; UTC when not given (decision 310). */
    timeZone: z.optional(
      z.string().check(z.refine(isTimeZone, { error: "Please choose a time zone." })),
    ),
    /** Days between the chosen bid and the award (decision 340); 10 when not given. */
    standstillDays: z.optional(whole(STANDSTILL_DAYS.min, STANDSTILL_DAYS.max, STANDSTILL_PROBLEM)),
    budgetHidden: z.boolean(),
    visibility: z.enum(TENDER_VISIBILITIES),
    buyerName: text(200, "The organisation's name", "Please name the buying organisation."),
    questionDeadline: isoDate,
    bidDeadline: isoDate,
    items: z
      .array(
        z.object({
          item: text(TENDER_LIMITS.itemMax, "An item", "Please name each item."),
          quantity: whole(1, TENDER_LIMITS.quantityMax, "Quantities are whole numbers from 1."),
          unit: text(TENDER_LIMITS.unitMax, "A unit"),
          specification: text(TENDER_LIMITS.specificationMax, "A specification"),
          /** The item's lot's number; null on a tender without lots (decision 390). */
          lot: z.optional(z.nullable(z.number())),
          /** The item's CPV code, checked against the list by the form's action (issue 43). */
          cpv: z.optional(z.nullable(z.string())),
        }),
      )
      .check(
        z.minLength(1, { error: "Please list at least one line item." }),
        z.maxLength(TENDER_LIMITS.itemsMax, {
          error: `A tender has at most ${TENDER_LIMITS.itemsMax} line items.`,
        }),
      ),
    /** The tender's lots, numbered from 1; none for an undivided tender (decision 390). */
    lots: z.optional(
      z
        .array(
          z.object({
            number: z.number(),
            title: text(LOT_LIMITS.titleMax, "A lot's title", "Please give each lot a title."),
            description: text(LOT_LIMITS.descriptionMax, "A lot's description"),
          }),
        )
        .check(
          z.maxLength(LOT_LIMITS.lotsMax, {
            error: `A tender has at most ${LOT_LIMITS.lotsMax} lots.`,
          }),
        ),
    ),
    maxLotsPerSupplier: z.optional(
      z.nullable(whole(1, LOT_LIMITS.lotsMax, "The limit of lots per supplier is a whole number.")),
    ),
    criteria: z
      .array(
        z.object({
          name: text(TENDER_LIMITS.criterionMax, "A criterion", "Please name each criterion."),
          weight: whole(1, 100, "Weights are whole numbers from 1 to 100."),
          /** By formula or by the panel; left out, by the criterion's name (`methodByName`). */
          method: z.optional(z.enum(CRITERION_METHODS)),
        }),
      )
      .check(z.maxLength(TENDER_LIMITS.criteriaMax)),
    /** The certificates a bidder must hold (decision 470). */
    requirements: z.optional(
      z
        .array(
          z.object({
            name: text(REQUIREMENT_LIMITS.nameMax, "A requirement", REQUIREMENT_MESSAGES.name),
            verified: z.boolean(),
          }),
        )
        .check(z.maxLength(REQUIREMENT_LIMITS.max, { error: REQUIREMENT_MESSAGES.tooMany })),
    ),
    /** The evaluation panel's members besides the buyer (account ids; decision 320). */
    evaluators: z.optional(z.array(z.string()).check(z.maxLength(TENDER_LIMITS.panelMax - 1))),
  })
  .check(
    z.refine((v) => Date.parse(v.questionDeadline) <= Date.parse(v.bidDeadline), {
      path: ["questionDeadline"],
      error: "Questions must close no later than bids.",
    }),
  );

export type TenderValues = z.output<typeof tenderSchema>;

/** Checks for publishing (a draft may be saved with deadlines in the past; not published). */
export function publishProblem(v: Pick<TenderValues, "bidDeadline">, now: Date): string | null {
  return Date.parse(v.bidDeadline) <= now.getTime()
    ? "The bid deadline must be in the future to publish."
    : null;
}

export const bidSchema = z.object({
  prices: z.array(whole(0, TENDER_LIMITS.unitPriceMax, "Please give a unit price for each line.")),
  deliveryDays: whole(
    0,
    TENDER_LIMITS.deliveryDaysMax,
    "Please give the delivery time as a whole number of days.",
  ),
  validUntil: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: "Please give the date your prices are valid until.",
    }),
  ),
  message: text(TENDER_LIMITS.messageMax, "The message"),
  /** The lots bid on (a tender with lots; decision 390). */
  lots: z.optional(z.array(z.number())),
});

export type BidValues = z.output<typeof bidSchema>;
