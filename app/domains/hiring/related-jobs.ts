import type { Job } from "~/data/types";

/** Other open jobs to suggest beside an ad: same category first, then the rest in board order. */
export function moreJobsLike(job: Job, all: readonly Job[], count = 3): Job[] {
  const others = all.filter((other) => other.id !== job.id);
  return [
    ...others.filter((other) => other.category === job.category),
    ...others.filter((other) => other.category !== job.category),
  ].slice(0, count);
}
