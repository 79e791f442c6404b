import type { Challenge } from "./types";

export const challenges: readonly Challenge[] = [
  {
    id: "c1",
    title: "Zero-Waste Packaging for Last-Mile Delivery",
    status: "Active",
    description:
      "Design reusable or fully compostable packaging for business-to-business parcel deliveries that survives three return trips and costs no more than single-use cardboard at volume.",
    reward: "$50,000 innovation grant and a paid pilot with three logistics members",
  },
  {
    id: "c2",
    title: "Verifying Scope 3 Emissions Data from Tier-2 Suppliers",
    status: "Problem Statement",
    description:
      "Buyers can collect emissions figures from direct suppliers, but data from their suppliers' suppliers is estimated or missing. How can it be gathered and verified without adding audit cost to small firms?",
    reward: "Co-development partnership with a global manufacturing buyer",
  },
  {
    id: "c3",
    title: "Real-Time Customs Document Matching",
    status: "Past Winner",
    description:
      "The winning team built a tool that checks commercial invoices, packing lists and bills of lading against each other before submission, cutting customs holds by 38% in a three-month pilot.",
    reward: "$25,000 first prize and a showcase at the annual ProcureConnect summit",
  },
];
