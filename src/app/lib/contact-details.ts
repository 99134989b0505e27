// SPEC §9: customer care phone and support e-mail appear in help; SPEC does not print their
// values, so they are configurable at build time.
export const contactDetails = {
  phone: import.meta.env.VITE_CARE_PHONE ?? '0700 000 9252',
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@waka.ng',
} as const
