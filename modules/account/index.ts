// The account module's server surface: empty, no other module needs its services (its tests use its files
// directly). Its components for other modules' pages (the landing page's login form) are in ui.ts.
export {}
