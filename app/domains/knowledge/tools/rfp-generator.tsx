import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { buildRfpMarkdown, RFP_PLACEHOLDERS, type RfpInputs } from "./rfp";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

export function RfpGenerator() {
  const id = useId();
  const [inputs, setInputs] = useState<RfpInputs>({ projectName: "", companyName: "", scope: "" });
  const markdown = buildRfpMarkdown(inputs);
  const { status, copy } = useCopyToClipboard();
  const previewRef = useRef<HTMLTextAreaElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(fieldsRef, (typed) => setInputs((current) => ({ ...current, ...typed })));

  const onCopy = async () => {
    if (await copy(markdown)) return;
    // Refused: select the draft so the user can copy it with the keyboard or the context menu.
    const preview = previewRef.current;
    if (!preview) return;
    preview.focus();
    preview.select();
  };

  // From the latest state: what was typed before hydration may not be rendered yet.
  const set = (key: keyof RfpInputs) => (value: string) =>
    setInputs((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div ref={fieldsRef} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-project`}>Project Name</Label>
          <Input
            id={`${id}-project`}
            name="projectName"
            value={inputs.projectName}
            placeholder="e.g. Warehouse Automation"
            onChange={(event) => set("projectName")(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-company`}>Your Company Name</Label>
          <Input
            id={`${id}-company`}
            name="companyName"
            value={inputs.companyName}
            placeholder="e.g. Acme Logistics"
            autoComplete="organization"
            onChange={(event) => set("companyName")(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-scope`}>Project Scope</Label>
          <Textarea
            id={`${id}-scope`}
            name="scope"
            rows={8}
            value={inputs.scope}
            placeholder={RFP_PLACEHOLDERS.scope.slice(1, -1)}
            onChange={(event) => set("scope")(event.target.value)}
          />
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h3 className="text-base font-semibold text-slate-900">
            <label htmlFor={`${id}-preview`}>Markdown Preview</label>
          </h3>
          <Button
            variant={status === "copied" ? "accent" : "outline"}
            size="sm"
            onClick={onCopy}
            className="min-w-24"
          >
            {status === "copied" ? (
              <CheckIcon aria-hidden="true" />
            ) : (
              <CopyIcon aria-hidden="true" />
            )}
            {status === "copied" ? "Copied!" : "Copy"}
          </Button>
        </div>
        <textarea
          ref={previewRef}
          id={`${id}-preview`}
          readOnly
          value={markdown}
          rows={16}
          spellCheck={false}
          className="field-sizing-content max-h-[32rem] min-h-64 w-full resize-none overflow-auto rounded-lg border border-slate-700 bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-100 selection:bg-brand-500 selection:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Link
          to={`/projects/new?${new URLSearchParams({
            title: inputs.projectName,
            description: markdown.slice(0, 6000),
          }).toString()}`}
          className="self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          Start a tender from this draft
        </Link>
        <p role="status" className="min-h-5 text-sm">
          {status === "failed" ? (
            <span className="text-red-700">
              Your browser did not allow copying to the clipboard. The draft is selected above: copy
              it with your keyboard or the context menu.
            </span>
          ) : status === "copied" ? (
            <span className="sr-only">Copied!</span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
