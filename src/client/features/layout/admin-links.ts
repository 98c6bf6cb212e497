/** The admin back-office pages that exist; shown in the menu to admins only. */
export const adminNavLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/advisors', label: 'Advisors' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;
