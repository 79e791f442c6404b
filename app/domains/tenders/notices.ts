// What the tender's page says after each of its forms went through (`?done=<notice>`).

export const TENDER_NOTICES = {
  published: "Your tender is published. Approved companies can ask questions and bid now.",
  draft: "Saved as a draft: only you can see it. Check it here, then publish it.",
  saved: "Your draft is saved: only you can see it. Check it here, then publish it.",
  asked: "Your question is sent. The buyer's answer will show here for everyone.",
  answered: "Your answer is published on the tender, and everyone interested in it was told.",
  "award-answered": "Your answer is sent to the bidder who asked, and to nobody else.",
  amended:
    "The amendment is published. Everyone interested was told what changed, and bidders were asked to reconfirm their bids.",
  "amended-bids-stand":
    "The amendment is published. Everyone interested was told what changed; the bids stand as they are.",
  followed: "You follow this tender: you will be told of its amendments and answers.",
  unfollowed: "You no longer follow this tender.",
  reconfirmed: "Your bid is reconfirmed.",
  cancelled: "The tender is cancelled. Its bidders were told why.",
  invited: "The company is invited.",
  withdrawn: "Your bid is withdrawn.",
  bid: "Your bid is sealed until the deadline. You can change or withdraw it until then.",
  awarded: "The outcome is recorded, and every bidder was told.",
  "award-intended":
    "Your intended award is recorded. Every bidder was told and has their award letter; the award is final when the standstill ends.",
  "award-cancelled":
    "The intended award is cancelled, and every bidder was told. You may choose again.",
  "award-asked": "Your question is sent to the buyer. Their answer will show here, for you only.",
} as const;
export type TenderNotice = keyof typeof TENDER_NOTICES;
