import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { useAuthOptions } from '../api/get-auth-options';
import { endpointTarget } from '../../../../contract/endpoint';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { readReturnTo } from '../return-to';

/** The frame both auth forms share: heading, form, optional single sign-on, and the link to the other form. */
export function AuthCard(props: {
  title: string;
  description: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  error: string | undefined;
  children: ReactNode;
  footer: ReactNode;
  // Off where signing in is not the point (asking for or using a reset link).
  singleSignOn?: boolean;
}) {
  const { data: options } = useAuthOptions();
  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={props.onSubmit} className="space-y-4">
            {props.error ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-red-300"
              >
                {props.error}
              </p>
            ) : null}
            {props.children}
          </form>
          {options?.oidc && props.singleSignOn !== false ? (
            <div className="mt-6 border-t pt-6">
              <a
                href={endpointTarget(authEndpoints.oidcStart, { returnTo: readReturnTo() }).url}
                className="inline-flex h-10 w-full items-center justify-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Continue with {options.oidc.displayName}
              </a>
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="text-sm text-muted-foreground">{props.footer}</CardFooter>
      </Card>
    </div>
  );
}
