// The site's own public e-mail address: the Contact page shows it, and the training events'
// calendar files name it as their organiser (RFC 5545 wants an address there).
export const SITE_CONTACT_EMAIL = "hello@procureconnect.example";
