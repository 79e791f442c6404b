import {
  bullets,
  checklist,
  fields,
  h1,
  h2,
  note,
  numbered,
  p,
  signatures,
  table,
  type DocumentSource,
} from "../model";

export const rfpComprehensive: DocumentSource = {
  kind: "document",
  title: "Request for Proposal (RFP)",
  subtitle:
    "Comprehensive template. Replace every [bracketed item], delete the guidance notes, and attach your contract terms before issuing.",
  blocks: [
    fields([
      "RFP reference: [RFP-2025-001]",
      "Project name: [Project Name]",
      "Issued by: [Your Company Name]",
      "Issue date: [Date]",
      "Deadline for questions: [Date, time and time zone]",
      "Proposal due: [Date, time and time zone]",
      "Procurement contact: [Name, job title, e-mail]",
    ]),
    note(
      "Guidance: an RFP is for requirements where the solution, not just the price, decides the award. If you can fully specify what you need and only price differs, a request for quotation (RFQ) is quicker for everyone.",
    ),

    h1("1. Introduction and Purpose"),
    p(
      '[Your Company Name] ("the Buyer") invites qualified suppliers to submit proposals for [short description of the goods or services]. This RFP sets out what we need, the information we require from you, how to respond and how proposals will be evaluated.',
    ),
    p(
      "The Buyer intends to award [a single contract / a framework agreement with up to N suppliers] for an initial term of [24] months, with the option to extend by [12] months.",
    ),

    h1("2. About [Your Company Name]"),
    p(
      "[Two or three sentences: what your organisation does, its size, locations and the business unit that will use the goods or services.]",
    ),

    h1("3. Background and Objectives"),
    p(
      "[Describe the current situation: how the need is met today, what is not working, volumes and any previous procurement.]",
    ),
    p("Through this procurement the Buyer aims to:"),
    bullets([
      "[Objective 1, e.g. reduce order-to-delivery time from 10 to 5 working days]",
      "[Objective 2, e.g. consolidate 6 regional suppliers into one managed service]",
      "[Objective 3, e.g. cut total cost of ownership by 10% over the contract term]",
      "[Objective 4, e.g. meet our 2030 emissions targets for this category]",
    ]),

    h1("4. Scope of Work"),
    h2("4.1 In scope"),
    bullets([
      "[Goods or services to be provided, with quantities or volumes where known]",
      "[Locations and sites to be served]",
      "[Implementation, transition and training activities]",
      "[Ongoing support, maintenance and account management]",
    ]),
    h2("4.2 Out of scope"),
    bullets([
      "[Anything a bidder might reasonably assume is included but is not]",
      "[Work that will be done by the Buyer or another supplier]",
    ]),
    h2("4.3 Deliverables"),
    table(
      ["#", "Deliverable", "Description", "Due"],
      [1, 4, 8, 3],
      [
        [
          "D1",
          "Implementation plan",
          "Detailed plan with milestones, resources and risks",
          "[Week 2]",
        ],
        ["D2", "[Deliverable]", "[Description and acceptance criteria]", "[Date]"],
        ["D3", "[Deliverable]", "[Description and acceptance criteria]", "[Date]"],
        [
          "D4",
          "Monthly service report",
          "Performance against service levels, issues and actions",
          "Monthly",
        ],
      ],
    ),

    h1("5. Requirements"),
    p(
      "Respond to every requirement below in the compliance column of your proposal as Comply, Partially comply or Do not comply, with a short explanation. Mandatory requirements must be met for a proposal to be evaluated.",
    ),
    h2("5.1 Functional and service requirements"),
    table(
      ["ID", "Requirement", "Priority"],
      [1, 7, 2],
      [
        ["R1", "[Describe the requirement in measurable terms]", "Mandatory"],
        ["R2", "[Describe the requirement in measurable terms]", "Mandatory"],
        ["R3", "[Describe the requirement in measurable terms]", "Desirable"],
        ["R4", "[Describe the requirement in measurable terms]", "Desirable"],
      ],
    ),
    h2("5.2 Service levels"),
    table(
      ["Measure", "Target", "Reporting"],
      [4, 3, 3],
      [
        ["On-time, in-full delivery", "[98%] of orders", "Monthly"],
        ["Response to service requests", "[4] business hours", "Monthly"],
        ["Resolution of critical incidents", "[24] hours", "Per incident"],
        ["Invoice accuracy", "[99%] of invoices", "Quarterly"],
      ],
    ),
    h2("5.3 Compliance, security and sustainability"),
    bullets([
      "Valid insurance: public liability [USD 5m], professional indemnity [USD 2m], employer's liability as required by law.",
      "Information security certification (e.g. ISO/IEC 27001 or SOC 2 Type II) if you will hold or process Buyer data.",
      "Compliance with applicable data protection law and willingness to sign the Buyer's data processing agreement.",
      "Anti-bribery, sanctions and modern slavery policies, and acceptance of the Buyer's Supplier Code of Conduct.",
      "An environmental policy and, where available, Scope 1 and 2 emissions data and reduction targets.",
    ]),

    h1("6. Timeline"),
    table(
      ["Milestone", "Date"],
      [6, 4],
      [
        ["RFP issued", "[Date]"],
        ["Intention to respond (e-mail to the procurement contact)", "[Date]"],
        ["Deadline for clarification questions", "[Date]"],
        ["Answers to all questions shared with all bidders", "[Date]"],
        ["Proposals due", "[Date, time, time zone]"],
        ["Shortlisted bidder presentations", "[Date range]"],
        ["Preferred supplier notified", "[Date]"],
        ["Contract signature", "[Date]"],
        ["Service start", "[Date]"],
      ],
    ),
    p(
      "The Buyer may change this timeline; all bidders will be told of any change at the same time.",
    ),

    h1("7. Submission Instructions"),
    numbered([
      "Submit your proposal by e-mail to [address] or through [portal] before the deadline. Late proposals will not be considered.",
      "Provide two files: a technical proposal (PDF, at most [30] pages excluding appendices) and a pricing schedule (the Excel file supplied, unaltered in structure).",
      "Do not include any pricing in the technical proposal.",
      "Send all questions in writing to the procurement contact only. Answers will be shared, anonymised, with all bidders.",
      "Contacting other Buyer staff about this RFP during the process may lead to disqualification.",
      "Proposals must remain valid for [90] days from the submission deadline.",
    ]),
    h2("7.1 Proposal structure"),
    numbered([
      "Executive summary (one page).",
      "Company profile: ownership, size, financial standing, relevant certifications.",
      "Understanding of our requirements and objectives.",
      "Proposed solution, with a response to each requirement in section 5.",
      "Implementation and transition plan, with key risks and how you will manage them.",
      "Team: named key people, their roles and short CVs.",
      "Three references from clients with similar requirements, with contact details.",
      "Sustainability and social value commitments.",
      "Any exceptions to the draft contract terms, with proposed alternative wording.",
    ]),

    h1("8. Evaluation"),
    p(
      "Proposals that meet all mandatory requirements will be scored by an evaluation panel against the criteria below. Each criterion is scored from 0 to 5 and multiplied by its weight.",
    ),
    table(
      ["Criterion", "Weight", "What we look for"],
      [3, 1.2, 6],
      [
        [
          "Solution and requirements fit",
          "35%",
          "Coverage of requirements, quality of approach, innovation",
        ],
        ["Experience and references", "15%", "Similar work delivered, reference feedback"],
        ["Implementation and support", "15%", "Realistic plan, named team, risk management"],
        [
          "Price (total cost of ownership)",
          "25%",
          "Total cost over the full term, including one-off costs",
        ],
        [
          "Sustainability and social value",
          "10%",
          "Measurable commitments relevant to this contract",
        ],
      ],
    ),
    table(
      ["Score", "Meaning"],
      [1, 7],
      [
        ["0", "No response, or the response fails to address the criterion"],
        ["1", "Poor: major gaps or significant concerns"],
        ["2", "Weak: some gaps or concerns"],
        ["3", "Acceptable: meets the requirement"],
        ["4", "Good: meets the requirement with some added value"],
        ["5", "Excellent: exceeds the requirement with clear evidence"],
      ],
    ),
    p(
      "Price is scored as (lowest compliant total price / bidder's total price) x 5. Abnormally low prices may be investigated before scoring. The Buyer may invite shortlisted bidders to present and may revise scores after presentations and reference checks.",
    ),

    h1("9. Pricing"),
    p(
      "Complete the pricing schedule for all items. Prices are in [USD], exclusive of sales tax, and include all expenses unless stated otherwise.",
    ),
    table(
      ["Item", "Unit", "Estimated annual quantity", "Unit price", "Annual total"],
      [4, 1.5, 2, 1.5, 1.8],
      [
        ["[One-off: implementation]", "Fixed", "1", "", ""],
        ["[Item or service]", "[Each / hour / month]", "[Qty]", "", ""],
        ["[Item or service]", "[Each / hour / month]", "[Qty]", "", ""],
        ["Total", "", "", "", ""],
      ],
    ),

    h1("10. Terms of this RFP"),
    bullets([
      "This RFP is not an offer to contract. The Buyer may cancel, pause or change this process at any time and is not obliged to accept any proposal.",
      "Bidders bear all costs of preparing and presenting their proposals.",
      "All information in this RFP is confidential and may be used only to prepare a proposal.",
      "Bidders must declare any actual or potential conflict of interest.",
      "The contract will be on the Buyer's terms, attached as [Appendix A]. Exceptions must be raised in the proposal; later requests may not be accepted.",
    ]),

    h1("11. Bidder Declaration"),
    p(
      "We confirm that the information in our proposal is accurate and complete, that we have not colluded with any other bidder, and that our proposal remains valid for the period stated in this RFP.",
    ),
    signatures(["[Bidder Company Name]"]),

    h1("Appendix: Bidder Submission Checklist"),
    checklist([
      "Intention to respond sent by the date in section 6",
      "Technical proposal follows the structure in section 7.1",
      "Response given to every requirement in section 5",
      "Pricing schedule complete, in the supplied format, with no pricing in the technical proposal",
      "Three references with contact details",
      "Copies of insurance certificates and relevant certifications",
      "Exceptions to contract terms listed with alternative wording",
      "Signed bidder declaration",
    ]),
  ],
};

export const rfpQuick: DocumentSource = {
  kind: "document",
  title: "Request for Proposal (Quick)",
  subtitle:
    "Short-form RFP for low-value or urgent requirements. Replace every [bracketed item]; keep it to two pages.",
  blocks: [
    fields([
      "Reference: [RFP-Q-001]",
      "Issued by: [Your Company Name]",
      "Contact: [Name, e-mail, phone]",
      "Responses due: [Date and time]",
      "Estimated budget (optional): [Amount]",
    ]),
    h1("1. What we need"),
    p(
      "[Your Company Name] is looking for a supplier to provide [goods or services] for [purpose], starting [date] and running until [date].",
    ),
    h1("2. Key requirements"),
    table(
      ["#", "Requirement", "Must have?"],
      [1, 8, 2],
      [
        ["1", "[Requirement, with quantity, standard or service level]", "Yes"],
        ["2", "[Requirement]", "Yes"],
        ["3", "[Requirement]", "No"],
        ["4", "[Delivery location and lead time]", "Yes"],
      ],
    ),
    h1("3. How to respond"),
    p("Send a response of no more than [5] pages to [e-mail] by [date and time], including:"),
    numbered([
      "How you will meet each requirement above.",
      "Your price, broken down into one-off and recurring costs, exclusive of tax.",
      "Delivery or start date you can commit to.",
      "Two references for similar work.",
      "Confirmation that you accept our standard terms of purchase, or the changes you need.",
    ]),
    h1("4. How we will choose"),
    table(
      ["Criterion", "Weight"],
      [7, 2],
      [
        ["Meets requirements and quality of approach", "50%"],
        ["Price", "40%"],
        ["Delivery date and references", "10%"],
      ],
    ),
    p(
      "We expect to decide by [date] and will tell all respondents the outcome. This request is not a commitment to purchase.",
    ),
  ],
};
