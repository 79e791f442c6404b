import {
  bullets,
  clause,
  fields,
  h1,
  note,
  p,
  signatures,
  type Block,
  type DocumentSource,
} from "../model";

// One set of clauses, worded for a mutual or a one-way agreement.
function ndaBlocks(mutual: boolean): Block[] {
  const discloser = mutual ? "the disclosing party" : "the Discloser";
  const recipient = mutual ? "the receiving party" : "the Recipient";
  const recipientCap = mutual
    ? "Each party, when receiving Confidential Information,"
    : "The Recipient";
  return [
    fields(
      mutual
        ? [
            "Party A: [Legal name, company number, registered address]",
            "Party B: [Legal name, company number, registered address]",
            "Effective date: [Date]",
            "Purpose: [e.g. evaluating a possible supply agreement for ...]",
          ]
        : [
            "Discloser: [Legal name, company number, registered address]",
            "Recipient: [Legal name, company number, registered address]",
            "Effective date: [Date]",
            "Purpose: [e.g. preparing a response to RFP-2025-001]",
          ],
    ),
    note(
      "Guidance: this template is a starting point, not legal advice. Have it reviewed by your legal adviser for the governing law you choose.",
    ),
    h1("Background"),
    p(
      mutual
        ? "The parties wish to exchange information for the Purpose and to protect the confidentiality of that information on the terms of this Agreement."
        : "The Discloser wishes to share information with the Recipient for the Purpose. The Recipient agrees to protect that information on the terms of this Agreement.",
    ),
    h1("1. Confidential Information"),
    clause(
      "1.1",
      `"Confidential Information" means all information, in any form, disclosed by or for ${discloser} to ${recipient}, before or after the Effective Date, in connection with the Purpose, including specifications, drawings, pricing, volumes, supplier and customer lists, business plans, know-how, software and the existence and terms of the discussions.`,
    ),
    clause(
      "1.2",
      "Information is Confidential Information whether or not it is marked as confidential, if a reasonable person would understand it to be confidential.",
    ),
    h1("2. Obligations"),
    clause("2.1", `${recipientCap} shall:`),
    bullets([
      "use the Confidential Information only for the Purpose;",
      "keep it confidential and protect it with at least the care it uses for its own confidential information, and no less than reasonable care;",
      "disclose it only to its employees, officers, professional advisers and (with prior written consent) subcontractors who need to know it for the Purpose and who are bound by confidentiality obligations no less strict than these;",
      "not copy, reverse engineer or analyse the composition of any samples or materials provided, except as needed for the Purpose; and",
      "tell the other party promptly on becoming aware of any unauthorised use or disclosure.",
    ]),
    clause(
      "2.2",
      `${mutual ? "Each party" : "The Recipient"} is responsible for any breach of this Agreement by the people to whom it discloses Confidential Information.`,
    ),
    h1("3. Exclusions"),
    p("The obligations in clause 2 do not apply to information that:"),
    bullets([
      "is or becomes public other than through a breach of this Agreement;",
      `was lawfully known to ${recipient} before disclosure, free of any duty of confidence;`,
      "is received lawfully from a third party who is free to disclose it; or",
      `is developed independently by ${recipient} without use of the Confidential Information.`,
    ]),
    h1("4. Disclosure Required by Law"),
    p(
      `${recipient.charAt(0).toUpperCase()}${recipient.slice(1)} may disclose Confidential Information if required by law, a court or a regulator, provided that, where lawful, it gives prompt notice, discloses only what is required, and helps ${discloser} seek protective treatment.`,
    ),
    h1("5. Return and Destruction"),
    p(
      `On written request, or when the Purpose ends, ${recipient} shall promptly return or destroy all Confidential Information and confirm this in writing. Copies held in routine back-ups, or that must be kept by law, may be retained but remain subject to this Agreement.`,
    ),
    h1("6. No Licence, No Warranty, No Commitment"),
    bullets([
      "All Confidential Information remains the property of the party that disclosed it. No licence to any intellectual property is granted.",
      "Confidential Information is provided as is, without warranty of accuracy or completeness.",
      "Nothing in this Agreement obliges either party to enter into any further agreement or transaction.",
    ]),
    h1("7. Term"),
    p(
      "This Agreement applies to disclosures made within [two (2)] years of the Effective Date. The obligations of confidentiality continue for [three (3)] years after the last disclosure, and for trade secrets for as long as they remain trade secrets.",
    ),
    h1("8. Remedies"),
    p(
      "Damages may not be an adequate remedy for breach of this Agreement. The party whose information is at risk may seek an injunction or other equitable relief, in addition to any other remedy available.",
    ),
    h1("9. General"),
    bullets([
      "This Agreement is the entire agreement between the parties about its subject and replaces any earlier agreement on it.",
      "Changes must be in writing and signed by both parties.",
      "Neither party may assign this Agreement without the other's written consent.",
      "If any provision is found invalid, the rest of the Agreement remains in force.",
      "This Agreement may be signed in counterparts and electronically.",
      "This Agreement is governed by the laws of [jurisdiction], and the courts of [jurisdiction] have exclusive jurisdiction.",
    ]),
    signatures(mutual ? ["[Party A]", "[Party B]"] : ["[Discloser]", "[Recipient]"]),
  ];
}

export const ndaMutual: DocumentSource = {
  kind: "document",
  title: "Mutual Non-Disclosure Agreement",
  subtitle:
    "For discussions where both parties share confidential information. Replace every [bracketed item].",
  blocks: ndaBlocks(true),
};

export const ndaOneWay: DocumentSource = {
  kind: "document",
  title: "One-Way Non-Disclosure Agreement",
  subtitle:
    "For sharing your confidential information with a supplier or bidder. Replace every [bracketed item].",
  blocks: ndaBlocks(false),
};
