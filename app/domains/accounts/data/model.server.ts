import type { Company } from "~/domains/companies/index.server";
import type { Db } from "../../../../server/db/database";
import type { MemberActivity } from "~/domains/community/index.server";
import type { Write } from "../../../../server/db/write";

// One member's records as a whole (issue 27, docs/decisions/154-155): what "Download my data"
// puts in its ZIP, and what "Delete account" deletes or anonymises, as the Privacy Policy says.

/** What the accounts' data functions are given first: the site's database and its writes. */
export interface AccountStore {
  db: Db;
  write: Write;
}

/** The name shown for what a member who left wrote (reviews, replies, tenders). */
export const FORMER_MEMBER = "Former member";
/** Why a company waiting for review is not listed after its owner left. */
export const OWNER_LEFT_REASON = "Its owner deleted their account.";

export interface MemberProfile {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  joinedAt: string;
}

/** Everything of one member's that is not a request (requests come with their files). */
export interface MemberRecords {
  profile: MemberProfile;
  companies: Company[];
  reviews: {
    id: string;
    company: { name: string; slug: string };
    rating: number;
    title: string;
    body: string;
    relationship: string;
    createdAt: string;
    updatedAt: string;
    hidden: boolean;
    reply: { body: string; at: string } | null;
  }[];
  notifications: {
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string;
    createdAt: string;
    readAt: string | null;
  }[];
  notificationSettings: { kind: string; email: boolean }[];
  shortlists: { name: string; createdAt: string; companies: { name: string; note: string }[] }[];
  savedJobs: { title: string; company: string; savedAt: string }[];
  /** Tenders, bids, hiring and community: app/domains/community/data/member-activity.server.ts. */
  activity: MemberActivity;
}

/** What deleting an account changed, for the request log (counts, never content). */
export interface Erased {
  reviews: number;
  companiesUnlisted: number;
  notifications: number;
}
