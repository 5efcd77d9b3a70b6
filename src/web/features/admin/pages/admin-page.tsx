import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { AuditLogTab } from '../components/audit-log-tab';
import { LedgerTab } from '../components/ledger-tab';
import { ModerationTab } from '../components/moderation-tab';
import { RefundsTab } from '../components/refunds-tab';
import { TicketsTab } from '../components/tickets-tab';
import { UsersTab } from '../components/users-tab';

const CONSOLE_TABS = [
  { value: 'moderation', label: 'Moderation', Panel: ModerationTab },
  { value: 'refunds', label: 'Refunds', Panel: RefundsTab },
  { value: 'tickets', label: 'Tickets', Panel: TicketsTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'audit-log', label: 'Audit log', Panel: AuditLogTab },
  { value: 'ledger', label: 'Ledger', Panel: LedgerTab },
] as const;

export default function AdminPage() {
  useDocumentTitle('Admin console');
  const { user, isLoading } = useRequireSignIn();
  if (isLoading || !user) return <PageLoading />;
  // Hiding the console is only courtesy: every admin API refuses anyone else.
  if (!user.isAdmin) return <NotAllowed />;
  return <AdminConsole />;
}

function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">Not allowed</h1>
      <p className="text-muted-foreground">The admin console is only for the marketplace’s administrators.</p>
      <Button asChild>
        <Link href={paths.home}>Back to the marketplace</Link>
      </Button>
    </div>
  );
}

function AdminConsole() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin console</h1>
        <p className="mt-1 text-muted-foreground">
          Held products, refunds and tickets waiting for a person, accounts, and every decision made here.
        </p>
      </div>
      <Tabs defaultValue="moderation">
        <TabsList aria-label="Admin console">
          {CONSOLE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {CONSOLE_TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-4">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
