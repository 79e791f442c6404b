import {
  AlertCircleIcon,
  DownloadIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FileTypeIcon,
  LoaderCircleIcon,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { templateFileName } from "~/data/templates";
import type { Template } from "~/data/types";
import type { TemplateFileType } from "~/data/vocabularies";
import { downloadFile } from "./download-file";

const fileTypeLook: Record<TemplateFileType, { icon: LucideIcon; className: string }> = {
  "Word Document": { icon: FileTextIcon, className: "bg-blue-50 text-blue-700" },
  "Excel Spreadsheet": { icon: FileSpreadsheetIcon, className: "bg-emerald-50 text-emerald-700" },
  "PDF Document": { icon: FileTypeIcon, className: "bg-red-50 text-red-700" },
};

type DownloadState = "idle" | "downloading" | "failed";

export function TemplateCard({ template }: { template: Template }) {
  const [state, setState] = useState<DownloadState>("idle");
  const look = fileTypeLook[template.fileType];
  const errorId = `${template.id}-download-error`;

  const download = async () => {
    setState("downloading");
    try {
      await downloadFile(template.fileUrl, templateFileName(template));
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <Card className="h-full p-5">
      <div className="flex items-start gap-4">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${look.className}`}
        >
          <look.icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="leading-snug font-semibold text-slate-900">{template.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{template.fileType}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">{template.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <Badge variant="neutral">{template.category}</Badge>
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          disabled={state === "downloading"}
          aria-describedby={state === "failed" ? errorId : undefined}
        >
          {state === "downloading" ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {state === "downloading" ? "Downloading..." : "Download"}
          <span className="sr-only"> {template.title}</span>
        </Button>
      </div>
      {state === "failed" ? (
        <p id={errorId} role="alert" className="mt-3 flex items-center gap-2 text-sm text-red-700">
          <AlertCircleIcon className="size-4 shrink-0" aria-hidden="true" />
          The download failed. Please try again.
        </p>
      ) : null}
    </Card>
  );
}
