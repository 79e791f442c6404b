import type { Kysely } from "kysely";
import { vendors } from "~/data/vendors";
import type { FreelancePostInput } from "./rules";
import type { Database } from "../../../server/db/schema";

// The sample freelance posts (issue 30), so Freelance Opportunities is not empty on a new
// installation: inserted with the sample data and, once, into installations seeded before they
// existed (migration "2026-11-28-freelance"). They belong to sample vendors and to no member, so
// they take no proposals (docs/decisions/205). Rows already there are left as they are.

/** A sample post: the stored fields, with its vendor and age instead of company and dates. */
interface SamplePost extends Omit<FreelancePostInput, "companyId" | "closesOn"> {
  id: string;
  vendorId: string;
  daysAgo: number;
}

export const SAMPLE_FREELANCE_POSTS: readonly SamplePost[] = [
  {
    id: "f1",
    vendorId: "v10",
    title: "Supplier onboarding playbook for cold-chain carriers",
    description: [
      "We add six to ten refrigerated carriers a year and each onboarding is done differently. We want one playbook our buyers can follow from the first call to the first load.",
      "What we expect:",
      "- a step-by-step onboarding checklist (documents, temperature-logging checks, insurance)",
      "- templates for the supplier questionnaire and the scorecard",
      "- a half-day walkthrough with our buying team, online",
      "Experience with GDP (Good Distribution Practice) audits is a plus.",
    ].join("\n\n"),
    category: "Logistics",
    skills: ["Supplier onboarding", "Cold chain", "Process design"],
    isRemote: true,
    location: "Remote (European time zones)",
    budgetType: "fixed",
    budget: 4500,
    duration: "1-3 months",
    daysAgo: 3,
  },
  {
    id: "f2",
    vendorId: "v9",
    title: "Contract review of a software framework agreement",
    description: [
      "We are renewing a three-year framework agreement with a software vendor and want an experienced commercial lawyer to review it before we sign.",
      "The agreement is about 40 pages with two schedules (service levels and data processing). We need:",
      "- a marked-up copy with the clauses to negotiate",
      "- a short memo on liability caps, termination and data protection",
      "English law. Please give your hourly rate and how many hours you expect it to take.",
    ].join("\n\n"),
    category: "Legal",
    skills: ["Contract review", "SaaS agreements", "Data protection"],
    isRemote: true,
    location: "Remote",
    budgetType: "hourly",
    budget: 120,
    duration: "Less than 1 month",
    daysAgo: 9,
  },
  {
    id: "f3",
    vendorId: "v3",
    title: "Trade-show booth graphics and print files",
    description: [
      "We exhibit at a logistics trade fair in the spring and need the graphics for a 6 x 3 m booth: back wall, two roll-ups, a counter front and a one-page flyer.",
      "Our brand guide and photos are ready. We need print-ready files in the printer's formats and one round of changes.",
      "Being able to meet once at our Manchester office would help.",
    ].join("\n\n"),
    category: "Design",
    skills: ["Print design", "Exhibition graphics", "Adobe InDesign"],
    isRemote: false,
    location: "Manchester, United Kingdom",
    budgetType: "fixed",
    budget: 2500,
    duration: "Less than 1 month",
    daysAgo: 16,
  },
];

const DAY = 86_400_000;
const names = new Map(vendors.map((v) => [v.id, v.name]));

/** Inserts the missing sample posts, published, closing a year after `now`. */
export async function insertSampleFreelance(db: Kysely<Database>, now = new Date()): Promise<void> {
  const closesOn = new Date(now.getTime() + 365 * DAY).toISOString().slice(0, 10);
  await db
    .insertInto("freelance_posts")
    .values(
      SAMPLE_FREELANCE_POSTS.map((p) => {
        const at = new Date(now.getTime() - p.daysAgo * DAY).toISOString();
        return {
          id: p.id,
          vendor_id: p.vendorId,
          owner_id: null,
          company: names.get(p.vendorId) ?? p.vendorId,
          title: p.title,
          description: p.description,
          category: p.category,
          skills: JSON.stringify(p.skills),
          is_remote: p.isRemote ? 1 : 0,
          location: p.location,
          budget_type: p.budgetType,
          budget: p.budget,
          duration: p.duration,
          closes_on: closesOn,
          status: "published",
          accepted_proposal_id: null,
          created_at: at,
          published_at: at,
          updated_at: null,
          awarded_at: null,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
