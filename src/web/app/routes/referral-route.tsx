import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { rememberReferralCode } from '../../lib/referral-code';

/** `/r/{code}`: remembers whose link brought the visitor, then offers sign-up, which sends the code along. */
export default function ReferralRoute({ code }: { code: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    rememberReferralCode(code);
    navigate(paths.signUp, { replace: true });
  }, [code, navigate]);
  return <PageLoading />;
}
