import { Clock, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { SUPPORT_EMAIL } from '../../../config/contact';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent className="space-y-2 text-sm leading-6 text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/** Response times, the refund promise and the address to write to. */
export function SupportInfoCards() {
  const icon = 'h-5 w-5 text-primary';
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard icon={<Clock aria-hidden="true" className={icon} />} title="Response times">
        <p>AI assistant: an instant answer, any time of day.</p>
        <p>Our team: within 24 hours, Monday to Friday, 9:00 to 17:00 GMT.</p>
      </InfoCard>
      <InfoCard icon={<ShieldCheck aria-hidden="true" className={icon} />} title="Refunds">
        <p>Every purchase has a 30-day money-back guarantee.</p>
        <p>
          Approved refunds are processed in 2-3 business days; card refunds then take 3-5 business days to reach your statement.
        </p>
      </InfoCard>
      <InfoCard icon={<Mail aria-hidden="true" className={icon} />} title="Contact us">
        <p>Prefer e-mail? Write to us and include your order details.</p>
        <p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </InfoCard>
    </div>
  );
}
