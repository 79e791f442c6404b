import { useRef, useState, type ReactNode } from "react";
import { LIST_PAGE_SIZE, showMore, visibleLimit } from "~/lib/incremental";
import { groupThousands } from "~/lib/format";
import { Button } from "../ui/button";

/**
 * A list that renders one page of items and a "Show more" button while more remain. `listKey`
 * identifies the list (e.g. its filters): a new one starts again at one page.
 */
export function IncrementalList<T>({
  items,
  listKey,
  getKey,
  renderItem,
  className,
  noun,
}: {
  items: readonly T[];
  listKey: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
  /** Plural name for the button, e.g. "vendors". */
  noun: string;
}) {
  const [state, setState] = useState({ key: listKey, limit: LIST_PAGE_SIZE });
  const limit = visibleLimit(state, listKey);
  const listRef = useRef<HTMLUListElement>(null);
  const remaining = items.length - limit;

  const more = () => {
    const firstNew = limit;
    setState(showMore(state, listKey));
    // Keyboard users continue from the first newly shown item.
    requestAnimationFrame(() => {
      const item = listRef.current?.children[firstNew] as HTMLElement | undefined;
      item?.querySelector<HTMLElement>("a, button")?.focus();
    });
  };

  return (
    <>
      <ul ref={listRef} className={className}>
        {items.slice(0, limit).map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {remaining > 0 ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={more}>
            Show more {noun} ({groupThousands(remaining)} more)
          </Button>
        </div>
      ) : null}
    </>
  );
}
