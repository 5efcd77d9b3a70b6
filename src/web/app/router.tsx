import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { pages } from '../../contract/pages';
import HomeRoute from './home-route';
import ReferralRoute from './routes/referral-route';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from '../components/page-loading';

// Each screen is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const ProductDetailPage = page(() => import('./routes/product-route'));
const CreatorPage = page(() => import('./routes/creator-route'));
const CartPage = page(() => import('../features/cart/pages/cart-page'));
const CheckoutPage = page(() => import('./routes/checkout-route'));
const SuccessPage = page(() => import('../features/checkout/pages/success-page'));
const PurchasesPage = page(() => import('./routes/purchases-route'));
const OrdersPage = page(() => import('../features/orders/pages/orders-page'));
const InvoicePage = page(() => import('../features/orders/pages/invoice-page'));
const AccountPage = page(() => import('../features/account/pages/account-page'));
const SignInPage = page(() => import('../features/auth/pages/sign-in-page'));
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'));
const VerifyEmailPage = page(() => import('../features/auth/pages/verify-email-page'));
const CancelSubscriptionPage = page(() => import('../features/subscriptions/pages/cancel-subscription-page'));
const SignUpPage = page(() => import('../features/auth/pages/sign-up-page'));
const FinishSignUpPage = page(() => import('../features/auth/pages/finish-sign-up-page'));
const SignOutPage = page(() => import('../features/auth/pages/sign-out-page'));
const ClaimGiftPage = page(() => import('../features/gifts/pages/claim-gift-page'));
const PrivacyPolicyPage = page(() => import('../features/legal/pages/privacy-policy-page'));
const TermsOfServicePage = page(() => import('../features/legal/pages/terms-of-service-page'));
const AiPolicyPage = page(() => import('../features/legal/pages/ai-policy-page'));
const RefundPolicyPage = page(() => import('../features/legal/pages/refund-policy-page'));
const TrustSecurityPage = page(() => import('../features/legal/pages/trust-security-page'));
const DashboardPage = page(() => import('./routes/dashboard-route'));
const EditProductPage = page(() => import('../features/creator/pages/edit-product-page'));
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
const CREATOR_PAGES: readonly string[] = [pages.dashboard.path, pages.upload.path, pages.earnings.path];

function CreatorPagesGuide() {
  const [location] = useLocation();
  if (!CREATOR_PAGES.includes(location)) return null;
  return (
    <Suspense fallback={null}>
      <CreatorGuide />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={pages.home.path} component={HomeRoute} />
          <Route path={pages.product.path} component={ProductDetailPage} />
          <Route path={pages.creator.path} component={CreatorPage} />
          <Route path={pages.cart.path} component={CartPage} />
          <Route path={pages.checkout.path} component={CheckoutPage} />
          <Route path={pages.success.path} component={SuccessPage} />
          <Route path={pages.purchases.path} component={PurchasesPage} />
          <Route path={pages.orders.path} component={OrdersPage} />
          <Route path={pages.invoice.path} component={InvoicePage} />
          <Route path={pages.account.path} component={AccountPage} />
          <Route path={pages.signIn.path} component={SignInPage} />
          <Route path={pages.signUp.path} component={SignUpPage} />
          <Route path={pages.forgotPassword.path} component={ForgotPasswordPage} />
          <Route path={pages.resetPassword.path} component={ResetPasswordPage} />
          <Route path={pages.verifyEmail.path} component={VerifyEmailPage} />
          <Route path={pages.finishSignUp.path} component={FinishSignUpPage} />
          <Route path={pages.claimGift.path} component={ClaimGiftPage} />
          <Route path={pages.cancelSubscription.path} component={CancelSubscriptionPage} />
          <Route path={pages.signOut.path} component={SignOutPage} />
          <Route path={pages.privacyPolicy.path} component={PrivacyPolicyPage} />
          <Route path={pages.termsOfService.path} component={TermsOfServicePage} />
          <Route path={pages.aiPolicy.path} component={AiPolicyPage} />
          <Route path={pages.refundPolicy.path} component={RefundPolicyPage} />
          <Route path={pages.trustSecurity.path} component={TrustSecurityPage} />
          <Route path={pages.dashboard.path} component={DashboardPage} />
          <Route path={pages.editProduct.path} component={EditProductPage} />
          <Route path={pages.creatorDashboard.path}>
            <Redirect to={pages.dashboard.path} replace />
          </Route>
          <Route path={pages.upload.path} component={UploadPage} />
          <Route path={pages.uploadProduct.path}>
            <Redirect to={pages.upload.path} replace />
          </Route>
          <Route path={pages.earnings.path} component={EarningsPage} />
          <Route path={pages.sellingPrinciples.path} component={SellingPrinciplesPage} />
          <Route path={pages.journal.path} component={JournalPage} />
          <Route path={pages.support.path} component={SupportPage} />
          <Route path={pages.creators.path} component={CreatorsPage} />
          <Route path={pages.intuitiveChoice.path} component={IntuitiveChoicePage} />
          <Route path={pages.homeAlias.path}>
            <Redirect to={pages.home.path} replace />
          </Route>
          <Route path={pages.admin.path} component={AdminPage} />
          <Route path={pages.enterprise.path} component={EnterprisePage} />
          <Route path={pages.testReact.path} component={TestReactPage} />
          <Route path={pages.mobileTest.path} component={MobileTestPage} />
          <Route path={pages.testCelebrations.path} component={TestCelebrationsPage} />
          <Route path={pages.referral.path}>{(params) => <ReferralRoute code={params.code} />}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <CreatorPagesGuide />
    </AppLayout>
  );
}
