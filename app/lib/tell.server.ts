import type { AppLoadContext } from "react-router";

/**
 * Tells through the notifications outbox, in the write's own transaction: on the site, and by
 * e-mail (with the link) when mail is configured and the member wants it. Tenders and hiring
 * pass it to the data layer's writes.
 */
export const tellOf =
  (context: AppLoadContext): AppLoadContext["notifications"]["write"] =>
  (trx, notice) =>
    context.notifications.write(trx, {
      ...notice,
      mail:
        notice.mail ??
        (notice.email
          ? {
              subject: notice.title,
              text: `${notice.body}\n\n${context.siteOrigin}${notice.link}\n\nProcureConnect\n`,
            }
          : null),
    });
