import type { AppLoadContext } from "react-router";
import type { ProfileSave, VendorSaves } from "~/lib/save-notice";

// What pages with Save buttons tell them, read by their loaders so the buttons render in their
// state from the first paint. Signed out: null (the page is the same for every visitor and may
// be cached).

/** Which of these vendors are on the member's shortlists. */
export async function vendorSaves(
  context: AppLoadContext,
  vendorIds: readonly string[],
): Promise<VendorSaves> {
  if (!context.user) return { saved: null };
  return { saved: await context.repo.shortlists.savedVendorIds(context.user.id, vendorIds) };
}

/**
 * A profile's Save: whether it is saved, the member's lists (to choose from when several) and
 * the names of those it is on.
 */
export async function profileSave(context: AppLoadContext, vendorId: string): Promise<ProfileSave> {
  if (!context.user) return { state: "signed-out", lists: [], savedIn: [] };
  const [lists, savedIn] = await Promise.all([
    context.repo.shortlists.listsOf(context.user.id),
    context.repo.shortlists.listIdsWith(context.user.id, vendorId),
  ]);
  return {
    state: savedIn.length > 0 ? "saved" : "unsaved",
    lists: lists.map(({ id, name }) => ({ id, name })),
    savedIn: lists.filter((l) => savedIn.includes(l.id)).map((l) => l.name),
  };
}

/** Whether the member saved this job: null when signed out. */
export async function jobSaved(context: AppLoadContext, jobId: string): Promise<boolean | null> {
  if (!context.user) return null;
  const ids = await context.repo.shortlists.jobs.savedIds(context.user.id, [jobId]);
  return ids.includes(jobId);
}
