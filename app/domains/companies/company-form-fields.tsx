import { Field, FieldHint, fieldHintId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  COMPANY_LIMITS,
  LOGO_ACCEPT,
  type CompanyErrors,
  type CompanyField,
  type CompanyValues,
} from "./schema";

// The company form's fields (company-form.tsx), in three parts: what the company is, what it
// offers, and its logo. Each field shows the errors and takes the focus its form gives it.

const L = COMPANY_LIMITS;
export const companyFieldId = (name: string) => `company-${name}`;
const id = companyFieldId;

/** The ARIA attributes that tie a field to its error and hint. */
export type InvalidProps =
  | { "aria-invalid": true; "aria-describedby": string }
  | { "aria-describedby": string }
  | Record<string, never>;

/** What each field takes from its form: the errors shown, their ARIA ties, the first to focus. */
export interface FieldKit {
  shown: CompanyErrors;
  invalid: (name: CompanyField | "logo", hint?: boolean) => InvalidProps;
  focus: (name: string) => true | undefined;
}

/** Name, description (with its counter), category and location. */
export function DetailsFields({
  kit,
  values,
  descriptionLength,
  onDescriptionInput,
}: {
  kit: FieldKit;
  values: CompanyValues;
  descriptionLength: number;
  onDescriptionInput: (length: number) => void;
}) {
  return (
    <>
      <Field id={id("name")} label="Company name" required error={kit.shown.name}>
        <Input
          id={id("name")}
          name="name"
          defaultValue={values.name}
          maxLength={L.nameMax}
          autoComplete="organization"
          autoFocus={kit.focus("name")}
          {...kit.invalid("name")}
        />
      </Field>
      <Field
        id={id("description")}
        label="Short description"
        required
        error={kit.shown.description}
        hint={<DescriptionCounter count={descriptionLength} />}
      >
        <Textarea
          id={id("description")}
          name="description"
          defaultValue={values.description}
          rows={3}
          autoFocus={kit.focus("description")}
          onInput={(e) => onDescriptionInput(e.currentTarget.value.trim().length)}
          {...kit.invalid("description", true)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("category")} label="Category" required error={kit.shown.category}>
          <NativeSelect
            id={id("category")}
            name="category"
            placeholder="Choose a category"
            options={VENDOR_CATEGORIES}
            defaultValue={values.category}
            autoFocus={kit.focus("category")}
            {...kit.invalid("category")}
          />
        </Field>
        <Field id={id("location")} label="Location" required error={kit.shown.location}>
          <Input
            id={id("location")}
            name="location"
            defaultValue={values.location}
            maxLength={L.locationMax}
            placeholder="City, Country"
            autoFocus={kit.focus("location")}
            {...kit.invalid("location")}
          />
        </Field>
      </div>
    </>
  );
}

/** Services, certifications, tags and website. */
export function OfferFields({ kit, values }: { kit: FieldKit; values: CompanyValues }) {
  return (
    <>
      <Field
        id={id("services")}
        label="Services"
        required
        error={kit.shown.services}
        hint={
          <FieldHint id={fieldHintId(id("services"))}>
            One per line, {L.servicesMin} to {L.servicesMax}.
          </FieldHint>
        }
      >
        <Textarea
          id={id("services")}
          name="services"
          defaultValue={values.services}
          rows={4}
          autoFocus={kit.focus("services")}
          {...kit.invalid("services", true)}
        />
      </Field>
      <Field
        id={id("certifications")}
        label="Certifications"
        error={kit.shown.certifications}
        hint={
          <FieldHint id={fieldHintId(id("certifications"))}>
            Optional, one per line, such as ISO 9001.
          </FieldHint>
        }
      >
        <Textarea
          id={id("certifications")}
          name="certifications"
          defaultValue={values.certifications}
          rows={2}
          autoFocus={kit.focus("certifications")}
          {...kit.invalid("certifications", true)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id("tags")}
          label="Tags"
          error={kit.shown.tags}
          hint={
            <FieldHint id={fieldHintId(id("tags"))}>
              Optional, comma separated, at most {L.tagsMax}.
            </FieldHint>
          }
        >
          <Input
            id={id("tags")}
            name="tags"
            defaultValue={values.tags}
            autoFocus={kit.focus("tags")}
            {...kit.invalid("tags", true)}
          />
        </Field>
        <Field
          id={id("website")}
          label="Website"
          error={kit.shown.website}
          hint={
            <FieldHint id={fieldHintId(id("website"))}>
              Optional, such as https://acme.com
            </FieldHint>
          }
        >
          <Input
            id={id("website")}
            name="website"
            type="url"
            inputMode="url"
            defaultValue={values.website}
            maxLength={L.websiteMax}
            autoComplete="url"
            autoFocus={kit.focus("website")}
            {...kit.invalid("website", true)}
          />
        </Field>
      </div>
    </>
  );
}

/** The logo: the one shown now (edit page), and a file that replaces it. */
export function LogoField({
  kit,
  currentLogo,
}: {
  kit: FieldKit;
  currentLogo?: { url: string; alt: string };
}) {
  return (
    <Field
      id={id("logo")}
      label="Logo"
      error={kit.shown.logo}
      hint={
        <FieldHint id={fieldHintId(id("logo"))}>
          Optional: PNG, JPEG or WebP, at most 2 MB. We make it square. Without one, your company
          gets a monogram.
        </FieldHint>
      }
    >
      <div className="flex items-center gap-4">
        {currentLogo ? (
          <img
            src={currentLogo.url}
            alt={currentLogo.alt}
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl bg-white ring-1 ring-slate-200"
          />
        ) : null}
        <input
          id={id("logo")}
          name="logo"
          type="file"
          accept={LOGO_ACCEPT}
          autoFocus={kit.focus("logo")}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...kit.invalid("logo", true)}
        />
      </div>
    </Field>
  );
}

/** The live counter (with JavaScript); before that, the rule itself. */
function DescriptionCounter({ count }: { count: number }) {
  const hydrated = useHydrated();
  const hintId = fieldHintId(id("description"));
  if (!hydrated) {
    return (
      <FieldHint id={hintId}>
        {L.descriptionMin} to {L.descriptionMax} characters.
      </FieldHint>
    );
  }
  const outside = count > 0 && (count < L.descriptionMin || count > L.descriptionMax);
  return (
    <FieldHint id={hintId} className={outside ? "font-medium text-amber-800" : undefined}>
      <span data-testid="description-counter" aria-live="polite">
        {count} / {L.descriptionMax} characters
        {count < L.descriptionMin ? ` (at least ${L.descriptionMin})` : ""}
      </span>
    </FieldHint>
  );
}
