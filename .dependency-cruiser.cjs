/**
 * Import boundaries (docs/ARCHITECTURE.md): the contract stands alone; server and web meet only in the
 * contract; web features are independent of each other and of the app layer, which composes them;
 * server features import each other only through the two lists below.
 */

/** Server modules every feature may import. Each reaches no other feature's modules, so none closes a cycle. */
const serverShared = {
  auth: 'current-user|policy|present-user', // who is asking, whether they may, the user row
  // a message, queued in the caller's transaction; a creator's, unless they turned that kind off (docs/decisions/048)
  email: 'compose-email|queue-email|queue-creator-email',
  admin: 'record-admin-action', // every admin decision is audited in its own transaction
  images: 'present-cover', // a product's cover as every list shows it
};

/** The other edges between server features, each on purpose: `feature: { 'other/module|module': why }`. */
const serverEdges = {
  account: {
    'auth/account-tokens|passwords|sessions|sign-in-delay': 'account settings change what sign-in keeps',
    'images/read-cover-part|store-cover': 'the profile picture is checked and stored as a cover image',
    'reviews/remove-reviews': 'deleting an account removes its reviews',
    'subscriptions/stripe-customers': 'deleting an account deletes its Stripe customer',
  },
  admin: {
    'account/two-factor': "an admin resets a user's two-factor sign-in",
    'auth/sessions': 'suspending a user ends their sessions',
  },
  auth: {
    'cart/add-wanted-product': 'finishing sign-up puts the product wanted while signed out in the new cart',
    'referrals/record-referral': 'finishing sign-up records the referral',
    'soul-evolution/activate-earned-chakras': "a finished sign-up may unlock the referrer's chakra",
  },
  cart: {
    'subscriptions/access': 'what the buyer already has access to is not for sale to them',
    'traffic/count-traffic': 'an add-to-cart is counted for the source of the page it came from',
    'subscriptions/subscription-periods': 'a subscription line is priced at what its first period charges today',
  },
  checkout: {
    'cart/list-cart-lines': "a payment charges the cart's lines",
    'subscriptions/start-subscriptions|start-stripe-subscription|subscription-events|subscription-periods|apply-stripe-billing-event':
      'recording a purchase starts its subscriptions; the Stripe webhook hands billing events on',
    'soul-evolution/activate-earned-chakras': 'a confirmed purchase may unlock a chakra',
    'traffic/count-traffic': "a recorded sale is counted for its cart line's source",
    'gifts/gift-checkout': 'a checkout may be a gift, delivered when its purchase is recorded',
  },
  gifts: {
    'subscriptions/access': 'a gift of a product the recipient already has is not claimed twice',
  },
  creator: {
    'images/read-cover-part|store-cover': "a product's cover is checked and stored by images",
    'moderation/moderate-listing|ai-moderation-advisor|queue-listing-email':
      'an upload or an edit is judged by the moderation policy, and a held one e-mailed to its creator',
    'subscriptions/get-subscription-figures': 'analytics show subscriber figures',
    'subscriptions/access': 'a new version of a file is e-mailed to everyone with access',
    'previews/make-preview': 'a published upload or a replaced file gets the preview the server makes',
  },
  downloads: { 'subscriptions/access': 'a subscriber may download' },
  journal: { 'soul-evolution/activate-earned-chakras': 'a journal entry may unlock a chakra' },
  moderation: { 'previews/make-preview': 'an approved product gets the preview the server makes' },
  onboarding: { 'catalog/present-product': 'a step is done when a product is published, as the catalogue reads it' },
  payouts: { 'account/confirm-change|two-factor': 'a new payout account is confirmed by e-mail and two-factor code' },
  previews: { 'downloads/send-product-file': "a preview is sent with the download's ranges" },
  purchases: { 'subscriptions/access': '"Continue listening" lists a track while the buyer may stream it' },
  reviews: {
    'catalog/present-product|list-recent-purchases':
      'only published products are reviewed; buyers are named as the catalogue names them',
    'moderation/moderate-review-text': 'review and reply text meets the moderation policy',
    'soul-evolution/activate-earned-chakras': 'a review may unlock a chakra',
  },
  'soul-evolution': { 'referrals/count-referrals-made': 'referrals made count towards a chakra' },
  traffic: { 'catalog/present-product': 'only views of published products are counted, as the catalogue reads them' },
  support: {
    'reviews/remove-reviews': "a refund removes the buyer's review",
    'subscriptions/end-refunded-period': 'refunding a subscription period ends it',
  },
};

const feature = (name, modules = '[^/]+') => `^src/server/features/${name}/(${modules})\\.ts$`;
const moderationRules = feature('moderation', 'built-in-rules');
const shared = Object.entries(serverShared).map(([name, modules]) => feature(name, modules));
const listed = (edges) => Object.keys(edges).map((to) => feature(...to.split('/')));

// No cycles between features: the listed edges must point one way (checked here, when the rules load).
const visiting = new Set();
const done = new Set();
const visit = (from, path) => {
  if (done.has(from)) return;
  if (visiting.has(from)) throw new Error(`server feature cycle in .dependency-cruiser.cjs: ${[...path, from].join(' -> ')}`);
  visiting.add(from);
  for (const to of Object.keys(serverEdges[from] ?? {})) visit(to.split('/')[0], [...path, from]);
  visiting.delete(from);
  done.add(from);
};
for (const from of Object.keys(serverEdges)) visit(from, []);

const serverFeatureRules = [
  ...Object.entries(serverEdges).map(([name, edges]) => ({
    name: 'server-feature-edges',
    comment: `${name} imports another feature only through serverShared or its serverEdges entry.`,
    severity: 'error',
    from: { path: `^src/server/features/${name}/` },
    to: { path: '^src/server/features/', pathNot: [`^src/server/features/${name}/`, ...shared, ...listed(edges)] },
  })),
  {
    name: 'server-feature-edges',
    comment: 'A feature without a serverEdges entry imports another only through serverShared.',
    severity: 'error',
    from: { path: '^src/server/features/([^/]+)/', pathNot: `^src/server/features/(${Object.keys(serverEdges).join('|')})/` },
    to: { path: '^src/server/features/', pathNot: ['^src/server/features/$1/', ...shared] },
  },
  ...Object.entries(serverShared).map(([name, modules]) => ({
    name: 'server-shared-stands-alone',
    comment: 'What every feature may import reaches, directly or not, no other feature beyond serverShared.',
    severity: 'error',
    from: { path: feature(name, modules) },
    // The moderation rules are reached through the AI engine (see providers-below-features); they import only the contract.
    to: {
      path: '^src/server/features/',
      pathNot: [`^src/server/features/${name}/`, ...shared, moderationRules],
      reachable: true,
    },
  })),
  {
    name: 'server-lib-below-features',
    comment: 'src/server/lib holds what several features share; it imports none of them.',
    severity: 'error',
    from: { path: '^src/server/lib/' },
    to: { path: '^src/server/features/' },
  },
  {
    name: 'providers-below-features',
    comment: "Providers serve features. One exception: the built-in AI engine's moderation answer is the moderation rules.",
    severity: 'error',
    from: { path: '^src/server/providers/' },
    to: { path: '^src/server/features/', pathNot: moderationRules },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'The contract is imported by server and web; it imports neither.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'features-independent',
      comment: 'A web feature does not reach into another; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'features-not-app',
      comment: 'The app layer (router, layout, providers) composes features, never the other way round.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'shared-not-features',
      comment: 'components/, lib/ and config/ are below the features.',
      severity: 'error',
      from: { path: '^src/web/(components|lib|config)/' },
      to: { path: '^src/web/(features|app)/' },
    },
    ...serverFeatureRules,
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
