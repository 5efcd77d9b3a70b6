/**
 * Import boundaries (docs/ARCHITECTURE.md): the contract stands alone; server and web meet only in the
 * contract; web features are independent of each other and of the app layer, which composes them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
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
