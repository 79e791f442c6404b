import { SaveToggle } from "~/components/shared/save-toggle";
import { SAVE_VENDOR_ACTION, vendorSaveText, type SaveState } from "~/lib/save-notice";

// Save on a supplier's card and profile: onto the member's shortlists (issue 22).

export function SaveVendor({
  vendor,
  state,
  lists = [],
  size,
  formClassName,
}: {
  vendor: { id: string; name: string };
  state: SaveState;
  /** The member's lists, when they have several: the profile offers a choice. */
  lists?: readonly { id: string; name: string }[];
  size?: "default" | "sm" | "lg";
  formClassName?: string;
}) {
  const selectId = `save-list-${vendor.id}`;
  return (
    <SaveToggle
      action={SAVE_VENDOR_ACTION}
      field="vendorId"
      target={vendor.id}
      state={state}
      size={size}
      formClassName={formClassName}
      text={vendorSaveText(vendor.name)}
    >
      {lists.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            Shortlist
          </label>
          <select
            id={selectId}
            name="listId"
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </SaveToggle>
  );
}
