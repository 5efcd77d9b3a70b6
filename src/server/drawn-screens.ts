// The screens the server draws for a first visit, by the client module that draws them (see src/web/app/router.tsx),
// and the app's code, which the entry (src/web/main.tsx) imports a task after its own evaluation. Read by the page
// shell (what a drawn page preloads) and by the build (what the drawn screens share goes in one chunk).
export const DRAWN_SCREENS = {
  landing: 'src/web/app/routes/landing-route.tsx',
  discover: 'src/web/app/routes/discover-route.tsx',
  product: 'src/web/app/routes/product-route.tsx',
  creator: 'src/web/app/routes/creator-route.tsx',
  purchases: 'src/web/app/routes/purchases-route.tsx',
} as const;

export const APP_START = 'src/web/start.tsx';
