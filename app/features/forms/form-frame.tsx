import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { FrameProps } from "./form-dialog";

/** The modal around each form: focus moves in, Escape, backdrop and the close icon close it. */
export function FormDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  returnFocus,
  children,
}: FrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // There is no Radix trigger (the link ships with the page, the dialog does not).
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The form's Cancel button in a dialog: it closes the dialog. */
export function DialogCancel() {
  return (
    <DialogClose asChild>
      <Button variant="outline">Cancel</Button>
    </DialogClose>
  );
}
