// The console's tables below the sm breakpoint (390 px phones): each row becomes a card of
// stacked cells, the column headings stay for screen readers only, so nothing, the actions
// least of all, is out of reach behind a horizontal scroll. From sm up, an ordinary table.

export const STACKED_TABLE = {
  wrapper: "sm:overflow-x-auto",
  table: "block w-full text-left text-sm sm:table sm:min-w-[40rem]",
  head: "sr-only border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase sm:not-sr-only sm:table-header-group",
  body: "block divide-y divide-slate-200 sm:table-row-group",
  row: "flex flex-col gap-2 p-4 sm:table-row sm:p-0",
  cell: "block align-top sm:table-cell sm:px-4 sm:py-3",
} as const;
