import { Headset, Mail, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardTitle } from '#client/components/ui/card';
import { useSiteConfig } from '#client/lib/site-config';

interface Way {
  title: string;
  text: string;
  email: string;
  Icon: LucideIcon;
}

/** The other ways to reach the team: general, safety and technical support addresses (site config). */
export function ContactWays() {
  const { emails } = useSiteConfig();
  const ways: Way[] = [
    {
      title: 'General enquiries',
      text: 'Questions about the community, your account or anything else.',
      email: emails?.general ?? '',
      Icon: Mail,
    },
    {
      title: 'Safety concerns',
      text: 'Something worried you on the site or at a meeting? Tell us straight away.',
      email: emails?.safety ?? '',
      Icon: ShieldAlert,
    },
    {
      title: 'Technical support',
      text: 'Trouble signing in, uploading photos or using a page.',
      email: emails?.support ?? '',
      Icon: Headset,
    },
  ];
  return (
    <Card>
      <CardContent className="p-6">
        <CardTitle>Other ways to reach us</CardTitle>
        <ul className="mt-4 grid gap-5">
          {ways.map(({ title, text, email, Icon }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft">
                <Icon aria-hidden="true" className="size-5 text-primary" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
                {email ? (
                  <a
                    href={`mailto:${email}`}
                    className="inline-flex min-h-11 items-center font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    {email}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
