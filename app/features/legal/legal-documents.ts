// The text of the legal pages (spec section 2 "Legal": 6 privacy sections, 8 terms sections).

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro:
    "This Privacy Policy explains what information ProcureConnect collects when you use the platform, how we use it and the choices you have.",
  sections: [
    {
      heading: "1. Information We Collect",
      paragraphs: [
        "We collect the information you give us directly: your name, e-mail address and password when you create an account, and the details you enter in forms such as job applications, vendor messages and quote requests, including any files you attach.",
        "We also collect limited technical information when you browse, such as your browser type, the pages you visit and the date and time of your visit, to keep the service secure and working well.",
      ],
    },
    {
      heading: "2. How We Use Your Information",
      paragraphs: [
        "We use your information to provide the platform: to deliver your messages, applications and quote requests to their recipients, to keep you signed in, and to answer your questions.",
        "We use aggregated, non-identifying information to understand how the platform is used and to improve it. We do not sell your personal information.",
      ],
    },
    {
      heading: "3. Sharing of Information",
      paragraphs: [
        "When you contact a vendor, request a quote or apply for a job, the information you submit is shared with that vendor or employer so they can respond.",
        "We share information with service providers who help us run the platform, such as hosting and e-mail delivery, under contracts that limit their use of it. We may disclose information where the law requires it.",
      ],
    },
    {
      heading: "4. Data Security and Retention",
      paragraphs: [
        "We protect your information with technical and organisational measures, including encrypted connections, hashed passwords and restricted access to stored submissions and files.",
        "We keep personal information only as long as needed for the purposes described here or as required by law, then delete or anonymise it.",
      ],
    },
    {
      heading: "5. Your Rights and Choices",
      paragraphs: [
        "Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to object to or restrict certain processing.",
        "You can update your profile at any time while signed in. On your account page you can download your data (your profile, companies, reviews, the requests you sent and received with their files, your notifications and lists, your tenders, bids, job and freelance posts, proposals and alerts, and what you wrote in the community) and delete your account.",
        'When you delete your account, we delete your account, sign-in details, notifications, shortlists and saved jobs at once. Your reviews stay on the companies\' pages attributed to "Former member", unless you delete them first; companies you alone own are unlisted and kept for our operators; requests you sent stay with the companies you sent them to, no longer linked to an account.',
      ],
    },
    {
      heading: "6. Contact Us",
      paragraphs: [
        "If you have questions about this Privacy Policy or how we handle your information, contact us at privacy@procureconnect.example or through the Contact page.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  intro:
    "These Terms of Service govern your use of ProcureConnect. By using the platform you agree to them; please read them carefully.",
  sections: [
    {
      heading: "1. Acceptance of Terms",
      paragraphs: [
        "By accessing or using ProcureConnect you agree to be bound by these Terms. If you use the platform on behalf of an organisation, you agree on its behalf and confirm you have authority to do so.",
      ],
    },
    {
      heading: "2. Use of the Platform",
      paragraphs: [
        "You may browse the platform without an account. You agree to use it lawfully, not to disrupt or misuse it, and not to collect other users' information without their consent.",
      ],
    },
    {
      heading: "3. Accounts",
      paragraphs: [
        "You are responsible for the accuracy of the information in your account and for keeping your password confidential. Tell us promptly if you suspect unauthorised use of your account.",
      ],
    },
    {
      heading: "4. Listings and Content",
      paragraphs: [
        "Suppliers, projects, job ads and other listings are provided by their publishers. ProcureConnect does not guarantee the accuracy of listings and is not a party to agreements made between users.",
        "You keep ownership of the content you submit and grant us a licence to host and display it to operate the platform.",
      ],
    },
    {
      heading: "5. Intellectual Property",
      paragraphs: [
        "The platform, its design and its original content are owned by ProcureConnect and protected by law. Templates and guides may be used within your organisation for your own procurement work.",
      ],
    },
    {
      heading: "6. Disclaimers and Limitation of Liability",
      paragraphs: [
        'The platform is provided "as is". To the fullest extent permitted by law, ProcureConnect is not liable for indirect or consequential losses arising from your use of the platform or from dealings between users.',
      ],
    },
    {
      heading: "7. Changes to These Terms",
      paragraphs: [
        "We may update these Terms from time to time. We will give at least 30 days' notice before new terms take effect, by posting them on this page and, where appropriate, notifying you by e-mail. Continuing to use the platform after that date means you accept the new terms.",
      ],
    },
    {
      heading: "8. Governing Law and Contact",
      paragraphs: [
        "These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Questions about these Terms can be sent to legal@procureconnect.example.",
      ],
    },
  ],
};
