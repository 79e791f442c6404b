// What a thread's page shows (issue 29), as forum-loader.server.ts builds it for one viewer.

/** A thread's opening post or one of its replies, as this viewer may see it. */
export interface PostView {
  id: string;
  /** The author's account: to operators only, for blocking them (docs/decisions/250). */
  authorId: string | null;
  /** Whether the viewer wrote it. */
  own: boolean;
  authorName: string;
  authorHandle: string | null;
  html: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  /** The moderator's reason for hiding it: to its author and operators only (decision 467). */
  hiddenReason: string | null;
  helpfulCount: number;
  markedHelpful: boolean;
  /** Whether the viewer may still edit it (their own, within the window). */
  editable: boolean;
}

export interface ThreadPageData {
  thread: {
    id: string;
    title: string;
    locked: boolean;
    pinned: boolean;
    hidden: boolean;
  };
  opening: PostView;
  replies: PostView[];
  page: number;
  pages: number;
  /** `blocked`: operators blocked the viewer from posting, so no reply form is shown. */
  viewer: { isOperator: boolean; blocked: boolean } | null;
  following: boolean;
  quote: string;
  path: string;
}
