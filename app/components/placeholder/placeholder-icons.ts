import {
  AlertTriangleIcon,
  BookOpenIcon,
  BriefcaseIcon,
  FileQuestionIcon,
  GlobeIcon,
  GraduationCapIcon,
  MessagesSquareIcon,
  NewspaperIcon,
  ScaleIcon,
  TargetIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import type { PlaceholderIcon } from "./placeholder-pages";

export const placeholderIcons: Record<PlaceholderIcon, LucideIcon> = {
  groups: UsersIcon,
  "case-studies": BookOpenIcon,
  freelance: BriefcaseIcon,
  article: NewspaperIcon,
  training: GraduationCapIcon,
  sources: GlobeIcon,
  compliance: ScaleIcon,
  discussions: MessagesSquareIcon,
  mission: TargetIcon,
  team: UsersIcon,
  "not-found": FileQuestionIcon,
  error: AlertTriangleIcon,
};
