import { useCountUp } from "~/hooks/use-count-up";

const HOME_COUNTER_MS = 2500;

const stats = [
  { value: 10, suffix: "k+", label: "Verified Suppliers" },
  { value: 5, suffix: "k+", label: "Active Projects" },
  { value: 2, suffix: "k+", label: "Open Jobs" },
];

function Counter({ value, suffix, label }: (typeof stats)[number]) {
  const { ref, value: shown } = useCountUp<HTMLDivElement>(value, HOME_COUNTER_MS);
  return (
    <div ref={ref} className="flex flex-col-reverse text-center">
      <dt className="mt-2 text-base font-medium text-brand-100">{label}</dt>
      <dd
        className="text-5xl font-bold tracking-tight text-white tabular-nums"
        data-testid="counter"
      >
        {shown}
        {suffix}
      </dd>
    </div>
  );
}

export function StatsBand() {
  return (
    <section aria-label="ProcureConnect in numbers" className="bg-brand-800 py-16">
      <dl className="mx-auto grid max-w-5xl gap-10 px-4 sm:grid-cols-3">
        {stats.map((s) => (
          <Counter key={s.label} {...s} />
        ))}
      </dl>
    </section>
  );
}
