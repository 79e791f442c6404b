export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {text ? <p className="mt-3 text-lg text-slate-600">{text}</p> : null}
    </div>
  );
}
