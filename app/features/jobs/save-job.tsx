import { SaveToggle } from "~/components/shared/save-toggle";
import { SAVE_JOB_ACTION, type SaveState } from "~/lib/save-notice";
import { SAVE_MESSAGES } from "~/domain/shortlist-schema";

// Save for Later on a job ad: onto the member's saved jobs (issue 22; the first release's spec
// gave the button no behaviour).

export function SaveJob({ jobId, state }: { jobId: string; state: SaveState }) {
  return (
    <SaveToggle
      action={SAVE_JOB_ACTION}
      field="jobId"
      target={jobId}
      state={state}
      size="lg"
      text={{
        save: "Save for Later",
        saved: "Saved for Later",
        saveName: "Save for Later",
        savedName: "Saved for Later: remove from your saved jobs",
        ...SAVE_MESSAGES.job,
        listHref: "/account/saved-jobs",
        listLabel: "View saved jobs",
      }}
    />
  );
}
