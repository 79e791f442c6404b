import type {
  ChallengeStatus,
  JobCategory,
  JobDuration,
  MemberRegion,
  MemberRole,
  ProjectRegion,
  ProjectSector,
  ProjectStatus,
  TemplateCategory,
  TemplateFileType,
  VendorCategory,
} from "./vocabularies";

// Entity shapes from spec section 3. Image URLs point at files shipped with the site.

export interface Vendor {
  id: string;
  slug: string;
  name: string;
  logoUrl: string;
  shortBlurb: string;
  services: readonly string[];
  /**
   * The rating shown: the average of the vendor's published reviews, or null ("No ratings yet")
   * while it has none (app/domain/ratings.ts). In the sample data (app/data/vendors.ts), the
   * listed rating: the average of its sample reviews (app/data/sample-reviews.ts).
   */
  rating: number | null;
  /** How many published reviews the rating is the average of; absent while there are none. */
  reviewCount?: number;
  tags: readonly string[];
  category: VendorCategory;
  location: string;
  certifications: readonly string[];
}

export interface Project {
  id: string;
  title: string;
  description: string;
  region: ProjectRegion;
  sector: ProjectSector;
  /** USD */
  budget: number;
  status: ProjectStatus;
}

interface JobBase {
  id: string;
  title: string;
  company: string;
  location: string;
  /** yearly, in `currency` */
  budgetMin: number;
  /** yearly, in `currency` */
  budgetMax: number;
  /** The salary's ISO 4217 currency (decision 464); the samples have none: USD. */
  currency?: string;
  duration: JobDuration;
  category: JobCategory;
  tags: readonly string[];
  isRemote: boolean;
  /** A posted job's closing date (YYYY-MM-DD); the samples have none. */
  closesOn?: string;
  /** When a posted job was last edited after publishing (YYYY-MM-DD). */
  updatedDate?: string;
}

export interface JobDetails {
  description: string;
  /** ISO date, YYYY-MM-DD */
  postedDate: string;
  companyDescription: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  benefits: readonly string[];
}

/** j1-j3 carry the long fields; j4-j6 do not. */
export type Job = JobBase & (JobDetails | { [K in keyof JobDetails]?: undefined });

export interface Member {
  id: string;
  name: string;
  avatarUrl: string;
  /** One of the spec's role labels (MemberRole), or a member's own words. */
  role: MemberRole | (string & {});
  region: MemberRegion;
  /** The profile's address, /network/members/{handle}: set on every member the database reads. */
  handle?: string;
}

export interface Article {
  id: string;
  slug: string;
  title: string;
  imageUrl: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
}

export interface Template {
  id: string;
  title: string;
  description: string;
  fileUrl: string;
  fileType: TemplateFileType;
  category: TemplateCategory;
}

export interface Challenge {
  id: string;
  title: string;
  status: ChallengeStatus;
  description: string;
  reward: string;
}

export interface SpendRow {
  name: string;
  spend: number;
}

/** A member's review of a vendor, as the pages show it. */
export interface Review {
  id: string;
  authorName: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  relationship: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Hidden by an operator: not shown to others, not counted. */
  hidden: boolean;
  /** Written by the buyer of a tender awarded to the company (docs/decisions/133). */
  verifiedBuyer: boolean;
  /** The company owner's public reply. */
  reply: { body: string; at: string } | null;
}

/** A review with the vendor it is about, for lists across vendors. */
export interface VendorReview extends Review {
  vendor: { slug: string; name: string; category: string };
}
