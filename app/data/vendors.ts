import { sampleReviews } from "./sample-reviews";
import type { Vendor } from "./types";

// The first 6 are the home page's Featured Suppliers. Each listed rating is the average of the
// vendor's sample reviews (app/data/sample-reviews.ts), whose number is its review count.
const listed: readonly Vendor[] = [
  {
    id: "v1",
    slug: "lumenstack-technologies",
    name: "Lumenstack Technologies",
    logoUrl: "/images/vendors/lumenstack-technologies.svg",
    shortBlurb:
      "Cloud migration and e-procurement integration for mid-market buyers. We connect ERP, sourcing and invoicing systems so purchase data flows end to end.",
    services: [
      "Cloud migration",
      "ERP and e-procurement integration",
      "Managed DevOps",
      "Data warehousing",
      "24/7 application support",
    ],
    rating: 4.8,
    tags: ["SaaS", "Integration", "Cloud", "ERP"],
    category: "Technology",
    location: "Austin, TX, USA",
    certifications: ["ISO 27001", "SOC 2 Type II", "AWS Advanced Tier Partner"],
  },
  {
    id: "v2",
    slug: "kestrel-freight-partners",
    name: "Kestrel Freight Partners",
    logoUrl: "/images/vendors/kestrel-freight-partners.svg",
    shortBlurb:
      "Ocean, air and road forwarding through the Port of Rotterdam, with customs brokerage handled in-house.",
    services: [
      "Ocean freight (FCL and LCL)",
      "Air freight",
      "Customs brokerage",
      "Bonded warehousing",
      "European road distribution",
      "Shipment tracking portal",
    ],
    rating: 4.7,
    tags: ["Freight forwarding", "Customs", "Europe", "Warehousing"],
    category: "Logistics",
    location: "Rotterdam, Netherlands",
    certifications: ["ISO 9001", "AEO Certified", "TAPA FSR"],
  },
  {
    id: "v3",
    slug: "signalhouse-marketing",
    name: "Signalhouse Marketing",
    logoUrl: "/images/vendors/signalhouse-marketing.svg",
    shortBlurb:
      "A B2B demand-generation agency that turns long sales cycles into measurable pipeline.",
    services: [
      "Account-based marketing",
      "Content strategy",
      "Paid search and social",
      "Trade show campaigns",
      "Marketing analytics",
    ],
    rating: 4.6,
    tags: ["B2B", "Demand generation", "ABM"],
    category: "Marketing",
    location: "London, United Kingdom",
    certifications: ["ISO 27001", "Google Partner"],
  },
  {
    id: "v4",
    slug: "stonequay-construction",
    name: "Stonequay Construction",
    logoUrl: "/images/vendors/stonequay-construction.svg",
    shortBlurb:
      "Design-and-build contractor for commercial fit-outs, warehouses and light industrial sites across the GCC.",
    services: [
      "Design and build",
      "Commercial fit-out",
      "Warehouse construction",
      "MEP installation",
      "Site project management",
    ],
    rating: 4.5,
    tags: ["Commercial", "Fit-out", "GCC", "Industrial"],
    category: "Construction",
    location: "Dubai, United Arab Emirates",
    certifications: ["ISO 9001", "ISO 45001", "ISO 14001"],
  },
  {
    id: "v5",
    slug: "forgeline-precision-manufacturing",
    name: "Forgeline Precision Manufacturing",
    logoUrl: "/images/vendors/forgeline-precision-manufacturing.svg",
    shortBlurb:
      "CNC machining and sheet-metal fabrication to tight tolerances, from prototype runs to volume production.",
    services: [
      "CNC machining",
      "Sheet-metal fabrication",
      "Rapid prototyping",
      "Powder coating",
      "Contract assembly",
      "First-article inspection",
    ],
    rating: 4.9,
    tags: ["Precision parts", "Automotive", "Aerospace", "Low volume"],
    category: "Manufacturing",
    location: "Stuttgart, Germany",
    certifications: ["ISO 9001", "IATF 16949", "AS9100D"],
  },
  {
    id: "v6",
    slug: "alderpoint-advisory",
    name: "Alderpoint Advisory",
    logoUrl: "/images/vendors/alderpoint-advisory.svg",
    shortBlurb:
      "Procurement consultants who redesign sourcing processes, run category reviews and negotiate on your behalf.",
    services: [
      "Category management",
      "Strategic sourcing",
      "Contract negotiation",
      "Procurement maturity assessment",
    ],
    rating: 4.7,
    tags: ["Consulting", "Sourcing", "Cost reduction"],
    category: "Professional Services",
    location: "Toronto, ON, Canada",
    certifications: ["ISO 9001", "CIPS Corporate Certification"],
  },
  {
    id: "v7",
    slug: "tessellate-trade-finance",
    name: "Tessellate Trade Finance",
    logoUrl: "/images/vendors/tessellate-trade-finance.svg",
    shortBlurb:
      "Supply chain finance and letters of credit that help buyers extend terms while suppliers get paid early.",
    services: [
      "Supply chain finance",
      "Letters of credit",
      "Invoice discounting",
      "FX hedging",
      "Supplier onboarding",
    ],
    rating: 4.8,
    tags: ["Trade finance", "Working capital", "Asia-Pacific"],
    category: "Finance",
    location: "Singapore",
    certifications: ["ISO 27001", "SOC 2 Type II", "PCI DSS"],
  },
  {
    id: "v8",
    slug: "solvane-energy-systems",
    name: "Solvane Energy Systems",
    logoUrl: "/images/vendors/solvane-energy-systems.svg",
    shortBlurb:
      "Rooftop solar, battery storage and energy audits for factories and distribution centres. We size each system to cut peak-demand charges first.",
    services: [
      "Commercial rooftop solar",
      "Battery energy storage",
      "Energy audits",
      "Power purchase agreements",
      "Operations and maintenance",
    ],
    rating: 4.6,
    tags: ["Renewables", "Solar", "Storage", "Net zero"],
    category: "Energy",
    location: "São Paulo, Brazil",
    certifications: ["ISO 50001", "ISO 14001", "ISO 9001"],
  },
  {
    id: "v9",
    slug: "quillon-data-security",
    name: "Quillon Data & Security",
    logoUrl: "/images/vendors/quillon-data-security.svg",
    shortBlurb:
      "Security assessments and supplier cyber-risk monitoring, so third-party access never becomes the weak link.",
    services: [
      "Third-party risk assessments",
      "Penetration testing",
      "Security operations centre",
      "Data loss prevention",
    ],
    rating: 4.7,
    tags: ["Cybersecurity", "Vendor risk", "Compliance"],
    category: "Technology",
    location: "Bengaluru, India",
    certifications: ["ISO 27001", "SOC 2 Type II", "CREST"],
  },
  {
    id: "v10",
    slug: "southerly-cold-chain",
    name: "Southerly Cold Chain",
    logoUrl: "/images/vendors/southerly-cold-chain.svg",
    shortBlurb:
      "Temperature-controlled storage and delivery for food, pharmaceutical and life-science shippers.",
    services: [
      "Refrigerated warehousing",
      "Pharmaceutical distribution",
      "Last-mile cold delivery",
      "Temperature monitoring",
      "Cross-docking",
    ],
    rating: 4.5,
    tags: ["Cold chain", "Pharma", "Food safety", "Australia"],
    category: "Logistics",
    location: "Melbourne, VIC, Australia",
    certifications: ["ISO 9001", "HACCP", "GDP Certified"],
  },
];

export const vendors: readonly Vendor[] = listed.map((vendor) => {
  const reviewCount = sampleReviews.filter((r) => r.vendorId === vendor.id).length;
  return reviewCount > 0 ? { ...vendor, reviewCount } : vendor;
});

export function getVendorBySlug(slug: string): Vendor | undefined {
  return vendors.find((vendor) => vendor.slug === slug);
}
