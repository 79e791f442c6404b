import { Tabs as TabsPrimitive } from "radix-ui";
import { Activity, type ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Radix tabs re-render synchronously once hydrated (their panels' presence and the roving focus
 * of the triggers settle in layout effects). Their own hydration boundary gives that work a task
 * of its own instead of adding it to the page's (decision 004).
 */
export function Tabs(props: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <Activity mode="visible">
      <TabsPrimitive.Root {...props} />
    </Activity>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors hover:text-slate-950 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6", className)} {...props} />;
}
