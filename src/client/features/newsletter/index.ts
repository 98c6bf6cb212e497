// The newsletter feature's public entry. The form is loaded lazily (the footer shows it when it
// comes near the screen), so only its loader is exported: a static re-export would put it in
// every page's first download.
export const loadNewsletterForm = () => import('./components/newsletter-form.tsx');
