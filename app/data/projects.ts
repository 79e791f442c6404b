import type { Project } from "./types";

// The first 3 are the home page's Trending Projects.
export const projects: readonly Project[] = [
  {
    id: "p1",
    title: "Offshore Wind Farm Grid Connection",
    description:
      "EPC partners wanted for a 48 km export cable and onshore substation linking a 600 MW North Sea wind farm to the transmission grid.",
    region: "Europe",
    sector: "Energy",
    budget: 15000000,
    status: "Active Tender",
  },
  {
    id: "p2",
    title: "Hospital Network EHR Consolidation",
    description:
      "Moving nine regional hospitals onto one electronic health record, including data migration, clinician training and 24/7 go-live support.",
    region: "North America",
    sector: "Healthcare",
    budget: 4800000,
    status: "In Progress",
  },
  {
    id: "p3",
    title: "Shared Cold Chain Corridor",
    description:
      "Three food distributors are pooling refrigerated warehousing and trucking between Singapore, Kuala Lumpur and Bangkok. Carriers and sensor providers are invited to join.",
    region: "Asia-Pacific",
    sector: "Logistics",
    budget: 6250000,
    status: "Collaboration",
  },
  {
    id: "p4",
    title: "Smart Factory Retrofit for Auto Components",
    description:
      "Retrofitting two stamping lines with IoT sensors, predictive maintenance and a new MES to lift overall equipment effectiveness by 15%.",
    region: "South America",
    sector: "Manufacturing",
    budget: 3400000,
    status: "Active Tender",
  },
  {
    id: "p5",
    title: "Desalination Plant Control System Upgrade",
    description:
      "Replacing legacy SCADA and PLC hardware at a 250,000 m³/day plant without interrupting water supply.",
    region: "GCC",
    sector: "Infrastructure",
    budget: 9750000,
    status: "Active Tender",
  },
  {
    id: "p6",
    title: "Global Brand Refresh and Launch Campaign",
    description:
      "A new visual identity, website and launch campaign in 12 markets for an industrial equipment maker. Agencies are now producing the assets.",
    region: "Global",
    sector: "Marketing",
    budget: 1200000,
    status: "In Progress",
  },
  {
    id: "p7",
    title: "Resort Fit-Out and FF&E Sourcing",
    description:
      "Sourcing furniture, fixtures and equipment for a 320-key beachfront resort, with staged deliveries to match the fit-out programme.",
    region: "GCC",
    sector: "Hospitality",
    budget: 7500000,
    status: "Active Tender",
  },
  {
    id: "p8",
    title: "Open Procurement Data Platform for Municipalities",
    description:
      "Five city councils are co-funding an open-source platform that publishes tenders and contract awards in the Open Contracting Data Standard.",
    region: "Europe",
    sector: "Technology",
    budget: 750000,
    status: "Collaboration",
  },
  {
    id: "p9",
    title: "Urban Rail Depot Expansion",
    description:
      "Civil works, stabling tracks and a maintenance shed for 40 new metro cars. Earthworks are complete and track laying has begun.",
    region: "Asia-Pacific",
    sector: "Infrastructure",
    budget: 12000000,
    status: "In Progress",
  },
  {
    id: "p10",
    title: "Shared Supplier Audit Programme",
    description:
      "Manufacturers sharing one audit schedule and one report format for common tier-1 suppliers. Fewer duplicate visits, faster corrective actions.",
    region: "Global",
    sector: "Manufacturing",
    budget: 2100000,
    status: "Collaboration",
  },
];
