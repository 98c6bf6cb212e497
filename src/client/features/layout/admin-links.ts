/** The admin back-office pages that exist; shown in the menu to admins only. */
export const adminNavLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/invite-requests', label: 'Invite requests' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;
