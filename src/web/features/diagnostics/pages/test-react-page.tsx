import type { UseQueryResult } from '@tanstack/react-query';
import { version as reactVersion } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { APP_VERSION } from '../../../config/app-version';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useEnhancedReading } from '../../../lib/bionic';
import { useTheme } from '../../../lib/theme';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHealth, useReadiness } from '../api/get-health';
import { healthEndpoints } from '../../../../contract/endpoints/health';

function probeText({ data, error, isPending }: UseQueryResult<{ status: string }>): string {
  if (isPending) return 'Checking...';
  if (error) return `Failing: ${errorMessage(error, 'no answer')}`;
  return data.status;
}

/** "/test-react": what a tester needs to know about the running app, read from the app itself. */
export default function TestReactPage() {
  useDocumentTitle('Diagnostics');
  const health = useHealth();
  const readiness = useReadiness();
  const { theme } = useTheme();
  const { enabled: enhancedReading } = useEnhancedReading();
  const { isAuthenticated, isLoading } = useAuth();

  const rows = [
    { label: 'App version', value: APP_VERSION },
    { label: 'React version', value: reactVersion },
    { label: `API health (${healthEndpoints.live.path})`, value: probeText(health) },
    { label: `Database readiness (${healthEndpoints.ready.path})`, value: probeText(readiness) },
    { label: 'Theme', value: theme },
    { label: 'Enhanced Reading', value: enhancedReading ? 'on' : 'off' },
    { label: 'Session', value: isLoading ? 'Checking...' : isAuthenticated ? 'signed in' : 'signed out' },
  ];

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Diagnostics</h1>
      <p className="mt-2 mb-8 text-muted-foreground">The app is running in your browser. These values are read live.</p>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">This session</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            {rows.map(({ label, value }) => (
              <div key={label} className="flex flex-wrap justify-between gap-2 py-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
