import { Pager, pageHref } from "~/components/shared/pager";
import type { Paging } from "~/lib/paging";

/** The pager under a console list, from what its loader returned. */
export function ConsolePager({ label, paging }: { label: string; paging: Paging }) {
  return (
    <Pager
      label={label}
      page={paging.page}
      pages={paging.pages}
      hrefOf={(page) => pageHref(paging.path, paging.query, page)}
    />
  );
}
