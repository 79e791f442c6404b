// The community domain's server-side public entry: its data layer for the repository, the
// directory's search filters and a member's handle (the repository's listings), the sample
// groups and threads (seed and migrations), what a member did on the network (their data
// export), and the console's forum moderation.
export { createCommunity } from "./data.server";
export { challengeList, memberDirectory } from "./data/directories.server";
export { memberActivity, type MemberActivity } from "./data/member-activity.server";
export { insertSampleCommunity } from "./data/sample-community.server";
export { forumModerationAction, loadForumModeration } from "./forum-moderation.server";
export { filterMembers, type MemberFilters } from "./member-filters";
export { handleOf } from "./rules";
