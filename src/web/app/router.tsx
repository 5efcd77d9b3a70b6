import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import HomeRoute from './home-route';
import ReferralRoute from './routes/referral-route';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from '../components/page-loading';

// Each screen is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const ProductDetailPage = page(() => import('./routes/product-route'));
const CartPage = page(() => import('../features/cart/pages/cart-page'));
const CheckoutPage = page(() => import('./routes/checkout-route'));
const SuccessPage = page(() => import('../features/checkout/pages/success-page'));
const PurchasesPage = page(() => import('./routes/purchases-route'));
const AccountPage = page(() => import('../features/account/pages/account-page'));
const SignInPage = page(() => import('../features/auth/pages/sign-in-page'));
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'));
const VerifyEmailPage = page(() => import('../features/auth/pages/verify-email-page'));
const SignUpPage = page(() => import('../features/auth/pages/sign-up-page'));
const FinishSignUpPage = page(() => import('../features/auth/pages/finish-sign-up-page'));
const SignOutPage = page(() => import('../features/auth/pages/sign-out-page'));
const PrivacyPolicyPage = page(() => import('../features/legal/pages/privacy-policy-page'));
const TermsOfServicePage = page(() => import('../features/legal/pages/terms-of-service-page'));
const AiPolicyPage = page(() => import('../features/legal/pages/ai-policy-page'));
const RefundPolicyPage = page(() => import('../features/legal/pages/refund-policy-page'));
const TrustSecurityPage = page(() => import('../features/legal/pages/trust-security-page'));
const DashboardPage = page(() => import('./routes/dashboard-route'));
const UploadPage = page(() => import('../features/creator/pages/upload-page'));
const EarningsPage = page(() => import('../features/payouts/pages/earnings-page'));
const SellingPrinciplesPage = page(() => import('../features/principles/pages/selling-principles-page'));
const JournalPage = page(() => import('../features/journal/pages/journal-page'));
const SupportPage = page(() => import('../features/support/pages/support-page'));
const CreatorsPage = page(() => import('./routes/creators-route'));
const IntuitiveChoicePage = page(() => import('../features/creators/pages/intuitive-choice-page'));
const TestReactPage = page(() => import('../features/diagnostics/pages/test-react-page'));
const MobileTestPage = page(() => import('../features/diagnostics/pages/mobile-test-page'));
const TestCelebrationsPage = page(() => import('../features/soul-evolution/pages/test-celebrations-page'));
const AdminPage = page(() => import('../features/admin/pages/admin-page'));
const EnterprisePage = page(() => import('../features/enterprise/pages/enterprise-page'));
const NotFoundPage = page(() => import('./not-found-page'));
const CreatorGuide = page(() => import('../features/onboarding/components/creator-guide'));

// The creator pages the onboarding guide floats over (/creator-dashboard and /upload-product lead to the first two).
const CREATOR_PAGES: readonly string[] = [paths.dashboard, paths.upload, paths.earnings];

function CreatorPagesGuide() {
  const [location] = useLocation();
  if (!CREATOR_PAGES.includes(location)) return null;
  return (
    <>
      {/* Room at the end of the page, so its last lines can scroll clear of the floating guide. */}
      <div aria-hidden="true" className="h-20" />
      <Suspense fallback={null}>
        <CreatorGuide />
      </Suspense>
    </>
  );
}

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={HomeRoute} />
          <Route path={paths.product} component={ProductDetailPage} />
          <Route path={paths.cart} component={CartPage} />
          <Route path={paths.checkout} component={CheckoutPage} />
          <Route path={paths.success} component={SuccessPage} />
          <Route path={paths.purchases} component={PurchasesPage} />
          <Route path={paths.account} component={AccountPage} />
          <Route path={paths.signIn} component={SignInPage} />
          <Route path={paths.signUp} component={SignUpPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.verifyEmail} component={VerifyEmailPage} />
          <Route path={paths.finishSignUp} component={FinishSignUpPage} />
          <Route path={paths.signOut} component={SignOutPage} />
          <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
          <Route path={paths.termsOfService} component={TermsOfServicePage} />
          <Route path={paths.aiPolicy} component={AiPolicyPage} />
          <Route path={paths.refundPolicy} component={RefundPolicyPage} />
          <Route path={paths.trustSecurity} component={TrustSecurityPage} />
          <Route path={paths.dashboard} component={DashboardPage} />
          <Route path={paths.creatorDashboard}>
            <Redirect to={paths.dashboard} replace />
          </Route>
          <Route path={paths.upload} component={UploadPage} />
          <Route path={paths.uploadProduct}>
            <Redirect to={paths.upload} replace />
          </Route>
          <Route path={paths.earnings} component={EarningsPage} />
          <Route path={paths.sellingPrinciples} component={SellingPrinciplesPage} />
          <Route path={paths.journal} component={JournalPage} />
          <Route path={paths.support} component={SupportPage} />
          <Route path={paths.creators} component={CreatorsPage} />
          <Route path={paths.intuitiveChoice} component={IntuitiveChoicePage} />
          <Route path={paths.homeAlias}>
            <Redirect to={paths.home} replace />
          </Route>
          <Route path={paths.admin} component={AdminPage} />
          <Route path={paths.enterprise} component={EnterprisePage} />
          <Route path={paths.testReact} component={TestReactPage} />
          <Route path={paths.mobileTest} component={MobileTestPage} />
          <Route path={paths.testCelebrations} component={TestCelebrationsPage} />
          <Route path={paths.referral}>{(params) => <ReferralRoute code={params.code} />}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <CreatorPagesGuide />
    </AppLayout>
  );
}
