import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { IconListItem } from "~/components/shared/icon-tile";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { DisabledSubmit } from "~/features/contact/disabled-submit";
import { pageMeta } from "~/lib/seo";
import { SITE_CONTACT_EMAIL } from "~/lib/site-contact";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Contact",
      description: "Get in touch with the ProcureConnect team: office address, e-mail and phone.",
      path: "/contact",
    },
    matches,
  );
}

const details = [
  {
    label: "Office",
    value: "100 Market Street, Suite 400, San Francisco, CA 94105",
    icon: MapPinIcon,
  },
  { label: "E-mail", value: SITE_CONTACT_EMAIL, icon: MailIcon },
  { label: "Phone", value: "+1 (555) 010-0199", icon: PhoneIcon },
];

export default function Contact() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about suppliers, projects or partnerships? Our team is happy to help."
      />
      <PageSection className="grid gap-10 pb-20 lg:grid-cols-[1.4fr_1fr]">
        <form
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="contact-first-name">First Name</Label>
              <Input id="contact-first-name" name="firstName" autoComplete="given-name" />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="contact-last-name">Last Name</Label>
              <Input id="contact-last-name" name="lastName" autoComplete="family-name" />
            </div>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor="contact-email">Email Address</Label>
              <Input id="contact-email" name="email" type="email" autoComplete="email" />
            </div>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor="contact-message">Your Message</Label>
              <Textarea id="contact-message" name="message" rows={6} />
            </div>
          </div>
          <div className="mt-6">
            <DisabledSubmit />
          </div>
        </form>
        <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
          <h2 id="contact-details-heading" className="text-xl font-semibold text-slate-900">
            Contact details
          </h2>
          <ul className="flex flex-col gap-4">
            {details.map(({ label, value, icon }) => (
              <IconListItem key={label} icon={icon}>
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <p className="mt-0.5 text-slate-900">{value}</p>
              </IconListItem>
            ))}
          </ul>
        </aside>
      </PageSection>
    </>
  );
}
