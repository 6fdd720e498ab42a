// The shop's policy pages: one chunk, fetched when a policy route is opened (App.tsx), not part of
// every page's first load.
export { default as PrivacyPolicy } from './PrivacyPolicy';
export { default as ReturnPolicy } from './ReturnPolicy';
export { default as ShippingPolicy } from './ShippingPolicy';
export { default as TermsConditions } from './TermsConditions';
