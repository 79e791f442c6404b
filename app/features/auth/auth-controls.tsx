import { Button } from "~/components/ui/button";

// Signed-out controls; the sign-in issue puts the session behind them.

export function HeaderAuthControls() {
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm">
        Sign In
      </Button>
      <Button size="sm">Join</Button>
    </div>
  );
}

export function DrawerAuthControls(_props: { onNavigate?: () => void }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="outline">Sign In</Button>
      <Button>Join</Button>
    </div>
  );
}
