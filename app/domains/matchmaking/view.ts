// What the matchmaking pages show: view models, only what their viewer may see.

export interface CodeTitle {
  code: string;
  title: string;
}

export interface ForYouTender {
  id: string;
  title: string;
  buyerName: string;
  publishedAt: string;
  bidDeadline: string;
  /** Each capability of the member's companies that matched an item's code. */
  why: { company: string; capability: CodeTitle; item: CodeTitle }[];
}

export interface SuggestedSupplier {
  id: string;
  slug: string;
  name: string;
  location: string;
  /** Its location lies in the tender's region (every company's does for a global tender). */
  inRegion: boolean;
  /** It holds a valid certificate verified by ProcureConnect. */
  verified: boolean;
  /** The average of its verified buyers' reviews, or null. */
  verifiedRating: number | null;
  /** The average of its published reviews, or null. */
  rating: number | null;
  reviews: number;
  matched: CodeTitle[];
}
