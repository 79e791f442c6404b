import { Button } from "~/components/ui/button";

/**
 * A posting form's buttons: while it is new, publish it or keep it as a draft (the `intent`
 * the action reads); once it exists, save the changes.
 */
export function PublishButtons({ editing, publish }: { editing: boolean; publish: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {editing ? (
        <Button type="submit">Save changes</Button>
      ) : (
        <>
          <Button type="submit" name="intent" value="publish">
            {publish}
          </Button>
          <Button type="submit" name="intent" value="draft" variant="outline">
            Save as draft
          </Button>
        </>
      )}
    </div>
  );
}
