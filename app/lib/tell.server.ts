import type { AppLoadContext } from "react-router";

/**
 * Tells through the notifications outbox, in the write's own transaction: on the site, and by
 * e-mail (with the link) when mail is configured and the member wants it. Tenders and hiring
 * pass it to the data layer's writes.
 */
export const tellOf = (context: AppLoadContext): AppLoadContext["notifications"]["write"] =>
  tellThrough(context.notifications, context.siteOrigin);

/** The same for work outside a request (a background job): the notifications and the origin. */
export const tellThrough =
  (
    notifications: Pick<AppLoadContext["notifications"], "write">,
    siteOrigin: string,
  ): AppLoadContext["notifications"]["write"] =>
  (trx, notice) =>
    notifications.write(trx, {
      ...notice,
      mail:
        notice.mail ??
        (notice.email
          ? {
              subject: notice.title,
              text: `${notice.body}\n\n${siteOrigin}${notice.link}\n\nProcureConnect\n`,
            }
          : null),
    });
