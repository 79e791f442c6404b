import type { Generated } from "kysely";

// The database's tables, as Kysely sees them. Lists are stored as JSON text and booleans as
// 0/1 integers, so the same columns and queries work on SQLite and PostgreSQL.

export interface VendorTable {
  id: string;
  slug: string;
  name: string;
  logo_url: string;
  short_blurb: string;
  /** JSON array of strings. */
  services: string;
  rating: number;
  tags: string;
  category: string;
  location: string;
  certifications: string;
  /** Lower-cased name and services, separated by U+001F: what the text search looks in. */
  search_text: string;
  /** Lower-cased location, for the partial match. */
  location_search: string;
  position: number;
}

export interface ProjectTable {
  id: string;
  title: string;
  description: string;
  region: string;
  sector: string;
  budget: number;
  status: string;
  position: number;
}

export interface JobTable {
  id: string;
  title: string;
  company: string;
  location: string;
  budget_min: number;
  budget_max: number;
  duration: string;
  category: string;
  tags: string;
  is_remote: number;
  /** The long fields: JSON of JobDetails, or null for short listings. */
  details: string | null;
  position: number;
}

export interface MemberTable {
  id: string;
  name: string;
  name_search: string;
  avatar_url: string;
  role: string;
  region: string;
  position: number;
}

export interface ArticleTable {
  id: string;
  slug: string;
  title: string;
  image_url: string;
  excerpt: string;
  author: string;
  date: string;
  position: number;
}

export interface TemplateTable {
  id: string;
  title: string;
  description: string;
  file_url: string;
  file_type: string;
  category: string;
  position: number;
}

export interface ChallengeTable {
  id: string;
  title: string;
  status: string;
  description: string;
  reward: string;
  position: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  vendors: VendorTable;
  projects: ProjectTable;
  jobs: JobTable;
  members: MemberTable;
  articles: ArticleTable;
  templates: TemplateTable;
  challenges: ChallengeTable;
  meta: MetaTable;
}

export type { Generated };
