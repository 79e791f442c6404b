// What reviews share with the rest of the network (issue 13): how a reviewer worked with the
// supplier (the sample reviews carry it too) and the reasons a member reports something (the
// forum's reports use the same). The review forms' limits and messages are the reviews domain's
// (app/domains/reviews/rules.ts).

export const REVIEW_RELATIONSHIPS = [
  "Current customer",
  "Past customer",
  "Evaluated only",
] as const;
export type ReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];

export const REPORT_REASONS = [
  { value: "spam", label: "Spam" },
  { value: "abuse", label: "Abuse" },
  { value: "conflict", label: "Conflict of interest" },
  { value: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}
