// Each form's own page, where its link leads (and where it is posted without JavaScript).

export const jobApplicationPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/apply`;

export const contactVendorPath = (slug: string) => `/vendors/${encodeURIComponent(slug)}/contact`;

export const quoteRequestPath = (slug: string) => `/vendors/${encodeURIComponent(slug)}/quote`;
