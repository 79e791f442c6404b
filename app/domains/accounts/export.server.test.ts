import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { MemberRecords } from "./data/model.server";
import { memberDataZip } from "./export.server";
import type { ExportedRequest, RequestDetail } from "~/domains/requests/index.server";

// "Download my data": the ZIP holds the JSON of the member's records and the requests' files
// byte for byte, each named in its request's JSON.

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

const records: MemberRecords = {
  profile: {
    id: "u1",
    name: "Ada Lovelace",
    email: "ada@example.com",
    emailVerified: true,
    joinedAt: "2026-11-01T10:00:00.000Z",
  },
  companies: [],
  reviews: [
    {
      id: "r1",
      company: { name: "Acme", slug: "acme" },
      rating: 5,
      title: "Reliable",
      body: "On time.",
      relationship: "customer",
      createdAt: "2026-11-02T10:00:00.000Z",
      updatedAt: "2026-11-02T10:00:00.000Z",
      hidden: false,
      reply: null,
    },
  ],
  notifications: [],
  notificationSettings: [],
  shortlists: [],
  savedJobs: [],
  activity: {
    procurement: {
      tenders: [],
      questionsAsked: [],
      bids: [
        {
          tender: "Cold storage for Q3",
          company: "Acme",
          total: 1200,
          deliveryDays: 14,
          validUntil: "2026-12-31",
          message: "Ready in two weeks.",
          createdAt: "2026-11-03T10:00:00.000Z",
          updatedAt: "2026-11-03T10:00:00.000Z",
          prices: [{ item: "Pallet racks", unitPrice: 120 }],
        },
      ],
    },
    hiring: { jobsPosted: [], freelancePosts: [], proposals: [], jobAlerts: [], applications: [] },
    community: {
      directoryProfile: null,
      groups: [{ name: "Cold chain", joinedAt: "2026-11-04T10:00:00.000Z" }],
      threads: [],
      replies: [],
      articles: [],
      trainingPlaces: [],
    },
  },
};

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("the data export", () => {
  it("holds the records as JSON and every file of the requests with the same bytes", async () => {
    const big = randomBytes(300 * 1024);
    const small = Buffer.from("%PDF-1.4 a quote");
    const request = { id: "s1", subject: "Forklift" } as unknown as RequestDetail;
    const sent: ExportedRequest = {
      request,
      files: [
        {
          id: "a1",
          name: "spec.pdf",
          size: small.length,
          open: async () => Readable.from([small]),
        },
        {
          id: "f2",
          name: "../photo:1.png",
          size: big.length,
          open: async () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
        },
      ],
    };
    const zip = unzipSync(
      await bytesOf(memberDataZip({ records, requests: { sent: [sent], received: [] } })),
    );
    expect(JSON.parse(strFromU8(zip["profile.json"]!))).toMatchObject({ email: "ada@example.com" });
    expect(JSON.parse(strFromU8(zip["reviews.json"]!))[0]).toMatchObject({ title: "Reliable" });
    const sentJson = JSON.parse(strFromU8(zip["requests-sent.json"]!)) as {
      id: string;
      files: { path: string }[];
    }[];
    expect(sentJson[0]!.id).toBe("s1");
    const [first, second] = sentJson[0]!.files.map((f) => f.path);
    expect(first).toBe("files/requests-sent/s1/a1-spec.pdf");
    // No folder can be climbed out of by a file's name.
    expect(second).toBe("files/requests-sent/s1/f2-.._photo_1.png");
    expect(sha256(zip[first!]!)).toBe(sha256(small));
    expect(sha256(zip[second!]!)).toBe(sha256(big));
    expect(JSON.parse(strFromU8(zip["requests-received.json"]!))).toEqual([]);
    expect(JSON.parse(strFromU8(zip["procurement.json"]!)).bids[0]).toMatchObject({
      tender: "Cold storage for Q3",
      total: 1200,
    });
    expect(JSON.parse(strFromU8(zip["community.json"]!)).groups).toEqual([
      { name: "Cold chain", joinedAt: "2026-11-04T10:00:00.000Z" },
    ]);
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        "README.txt",
        "companies.json",
        "notifications.json",
        "lists.json",
        "hiring.json",
      ]),
    );
  });

  it("holds each proposal's files, named in hiring.json, with the same bytes", async () => {
    const pdf = Buffer.from("%PDF-1.4 my portfolio");
    const proposal = {
      id: "p1",
      post: "Supplier scorecards",
      price: 2400,
      timelineDays: 14,
      message: "A draft within a week.",
      status: "submitted",
      createdAt: "2026-11-05T10:00:00.000Z",
    };
    const withProposal: MemberRecords = {
      ...records,
      activity: {
        ...records.activity,
        hiring: { ...records.activity.hiring, proposals: [proposal] },
      },
    };
    const zip = unzipSync(
      await bytesOf(
        memberDataZip({
          records: withProposal,
          requests: { sent: [], received: [] },
          proposalFiles: [
            {
              id: "f1",
              proposalId: "p1",
              name: "portfolio.pdf",
              size: pdf.length,
              open: async () => Readable.from([pdf]),
            },
          ],
        }),
      ),
    );
    const hiring = JSON.parse(strFromU8(zip["hiring.json"]!)) as {
      proposals: { id: string; files: { name: string; size: number; path: string }[] }[];
    };
    expect(hiring.proposals[0]!.files).toEqual([
      { name: "portfolio.pdf", size: pdf.length, path: "files/proposals/p1/f1-portfolio.pdf" },
    ]);
    expect(sha256(zip["files/proposals/p1/f1-portfolio.pdf"]!)).toBe(sha256(pdf));
  });

  it("ends the download with an error when a file cannot be read", async () => {
    const broken: ExportedRequest = {
      request: { id: "s2" } as unknown as RequestDetail,
      files: [
        {
          id: "x",
          name: "gone.pdf",
          size: 1,
          open: async () => {
            throw new Error("missing");
          },
        },
      ],
    };
    await expect(
      bytesOf(memberDataZip({ records, requests: { sent: [broken], received: [] } })),
    ).rejects.toThrow("missing");
  });
});
