// Addresses outside the app (SPEC §1): configurable at build time where they vary by deployment.
export const externalLinks = {
  ghanaBooking: import.meta.env.VITE_GHANA_BOOKING_URL ?? 'https://gh.waka.example',
  blog: 'https://blog.waka.example',
  playStore: 'https://play.google.com/store/apps',
  appStore: 'https://apps.apple.com/',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
} as const
