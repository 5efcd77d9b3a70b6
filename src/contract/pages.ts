// The web's pages, each written once: the client router matches `path`, and links to a page (the web's, the
// server's e-mails and redirects) are built with `href`. No zod here: the client's first load imports it.

type Value = string | number;
type Query = Record<string, Value | undefined>;

/** The `:names` of a path (`/product/:id` → `'id'`). */
type PathNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<Path extends string> = [PathNames<Path>] extends [never]
  ? [query?: Query]
  : [params: Record<PathNames<Path>, Value> & Query];

export interface Page<Path extends string = string> {
  /** The route the client router matches. */
  readonly path: Path;
  /**
   * A link to the page: the path's names filled in (encoded), the other values as the query string in the
   * order given (each encoded with encodeURIComponent), values left undefined not sent.
   */
  href(...args: HrefArgs<Path>): string;
}

const pathName = /:([A-Za-z]\w*)/g;

function page<const Path extends string>(path: Path): Page<Path> {
  return {
    path,
    href: (...[params]: HrefArgs<Path>) => {
      const values: Query = params ?? {};
      const names = new Set<string>();
      const filled = path.replace(pathName, (_match, name: string) => {
        names.add(name);
        const value = values[name];
        if (value === undefined) throw new Error(`${path} needs ${name}`);
        return encodeURIComponent(String(value));
      });
      const query = Object.entries(values)
        .filter(([key, value]) => !names.has(key) && value !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
      return query ? `${filled}?${query}` : filled;
    },
  };
}

/** Every page of the web client. */
export const pages = {
  home: page('/'),
  signIn: page('/sign-in'),
  signUp: page('/sign-up'),
  forgotPassword: page('/forgot-password'),
  // The pages of the links e-mailed for a password reset, an address verification and a sign-up (?token=).
  resetPassword: page('/reset-password'),
  verifyEmail: page('/verify-email'),
  finishSignUp: page('/finish-sign-up'),
  // A gift's claim link (?token=), e-mailed to its recipient (docs/decisions/058).
  claimGift: page('/gifts/claim'),
  // The subscription reminder's cancel link (?token=): cancels at the period's end without signing in.
  cancelSubscription: page('/cancel-subscription'),
  // Asks before signing out when /api/logout was reached from another site.
  signOut: page('/sign-out'),
  privacyPolicy: page('/privacy-policy'),
  termsOfService: page('/terms-of-service'),
  aiPolicy: page('/ai-policy'),
  refundPolicy: page('/refund-policy'),
  trustSecurity: page('/trust-security'),
  creators: page('/creators'),
  product: page('/product/:id'),
  // A creator's public page: who they are, their product and their rating.
  creator: page('/creator/:id'),
  cart: page('/cart'),
  checkout: page('/checkout'),
  success: page('/success'),
  upload: page('/upload'),
  dashboard: page('/dashboard'),
  // A creator's own product, opened for editing from the dashboard.
  editProduct: page('/dashboard/products/:id/edit'),
  creatorDashboard: page('/creator-dashboard'),
  uploadProduct: page('/upload-product'),
  earnings: page('/earnings'),
  sellingPrinciples: page('/selling-principles'),
  purchases: page('/purchases'),
  // Every payment of the buyer, and each one's printable invoice.
  orders: page('/orders'),
  invoice: page('/orders/:paymentIntentId/invoice'),
  account: page('/account'),
  support: page('/support'),
  journal: page('/journal'),
  intuitiveChoice: page('/intuitive-choice'),
  admin: page('/admin'),
  enterprise: page('/enterprise'),
  // Test and alternate screens the spec lists: /home is another name for the home page.
  homeAlias: page('/home'),
  testReact: page('/test-react'),
  mobileTest: page('/mobile-test'),
  testCelebrations: page('/test-celebrations'),
  // A personal referral link: remembered, then on to sign-up.
  referral: page('/r/:code'),
};

// Each page's path as the client router matches it (wouter: a `:name` is one segment, a trailing slash is
// allowed, letters in any case).
const pattern = (path: string) => {
  const literal = path.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace(pathName, '[^/]+?');
  return new RegExp(`^${literal}/?$`, 'i');
};
const pagePatterns = Object.values(pages).map(({ path }) => pattern(path));

/** Whether a URL's path is one of the web's pages; any other path shows the 404 screen (and answers 404). */
export const isPagePath = (pathname: string) => pagePatterns.some((matcher) => matcher.test(pathname));
