import { test as base } from '@playwright/test'

export * from '@playwright/test'

// Each test's browser comes from an address of its own, as each traveller's phone does: the e2e
// server trusts X-Forwarded-For (playwright.config.ts), and the browser's own requests carried
// none, so every code the suite asked for in a page (sign-up, wallet PIN, e-mail, ambassadors)
// counted against one address's 20 an hour; past 20, the next test's 'Request OTP' met 'Too many
// attempts, please try again later.' (.ci/run, once the suite asked for more than 20). A test
// may still set its own header on a request (support/accounts.ts) or a page.
let made = 0

export const test = base.extend<{ ownAddress: string }>({
  ownAddress: [
    async ({ context }, use, testInfo) => {
      made += 1
      const address = `10.${200 + (testInfo.workerIndex % 50)}.${(made >> 8) & 255}.${made & 255}`
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
      await use(address)
    },
    { auto: true },
  ],
})
