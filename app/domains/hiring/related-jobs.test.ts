import { describe, expect, it } from "vitest";
import type { Job } from "~/data/types";
import { moreJobsLike } from "./related-jobs";

const job = (id: string, category: Job["category"]) => ({ id, category }) as unknown as Job;

describe("moreJobsLike", () => {
  const board = [
    job("j1", "Logistics"),
    job("j2", "Design"),
    job("j3", "Technology"),
    job("j4", "Logistics"),
    job("j5", "Legal"),
  ];

  it("never suggests the job itself", () => {
    expect(moreJobsLike(board[1]!, board).map((j) => j.id)).toEqual(["j1", "j3", "j4"]);
  });

  it("puts jobs of the same category first", () => {
    expect(moreJobsLike(board[3]!, board).map((j) => j.id)).toEqual(["j1", "j2", "j3"]);
  });

  it("returns fewer when the board is small", () => {
    expect(moreJobsLike(board[0]!, board.slice(0, 2))).toHaveLength(1);
  });
});
