import { WifiIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";

export function RemoteBadge() {
  return (
    <Badge variant="accent" className="shrink-0">
      <WifiIcon aria-hidden="true" />
      Remote
    </Badge>
  );
}
