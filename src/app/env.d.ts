/// <reference types="vite/client" />

// Build-time configuration (DESIGN §8). All optional: the defaults serve the same origin.
interface ImportMetaEnv {
  readonly VITE_API_ONBOARDING_URL?: string
  readonly VITE_API_SETTINGS_URL?: string
  readonly VITE_API_BOOKING_URL?: string
  readonly VITE_API_PAYMENT_URL?: string
  readonly VITE_API_MAPS_URL?: string
  readonly VITE_API_AMBASSADOR_URL?: string
  readonly VITE_API_WALLET_URL?: string
  readonly VITE_API_BILLS_URL?: string
  /** SPEC §1: the flight-booking partner page shown in a popup on the home page. */
  readonly VITE_FLIGHT_PARTNER_URL?: string
  /** SPEC §1: the separate Ghana booking site. */
  readonly VITE_GHANA_BOOKING_URL?: string
  /** SPEC §9: customer care phone and support e-mail shown in help pages. */
  readonly VITE_CARE_PHONE?: string
  readonly VITE_SUPPORT_EMAIL?: string
  /** Google Identity Services client id: the Google sign-in button shows only when set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string
}
