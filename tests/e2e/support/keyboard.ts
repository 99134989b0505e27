import { expect, type Locator, type Page } from '@playwright/test'

// A traveller with a keyboard only (or a switch, or a screen reader's keys): Tab, Shift+Tab,
// Enter, Space, arrows and Escape, never the mouse.

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/** Tab (or Shift+Tab) until `target` has the focus; fails when it never comes. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused()
}

/** Tab to a control and press it with Enter. */
export async function pressByKeyboard(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

/** Tab to a <select> and move through its options with Down Arrow until `label` is chosen. */
export async function selectByKeyboard(page: Page, select: Locator, label: string) {
  await tabTo(page, select)
  const chosen = () =>
    select.evaluate((element) => {
      const field = element as HTMLSelectElement
      return field.selectedOptions[0]?.label.trim() ?? ''
    })
  for (let presses = 0; presses < 80 && (await chosen()) !== label; presses++)
    await page.keyboard.press('ArrowDown')
  expect(await chosen()).toBe(label)
}

/** Tab to a field and type into it, key by key. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

/** Where the focus is: inside `container`, or not. */
export const focusWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement))

/**
 * Tab to a date field and type the day (yyyy-mm-dd) into its parts. The parts' order is the
 * browser's own (its interface language, not the page's): day first, else month first.
 */
export async function typeDate(page: Page, field: Locator, day: string) {
  await tabTo(page, field)
  const [year, month, date] = day.split('-') as [string, string, string]
  for (const order of [
    [date, month, year],
    [month, date, year],
  ]) {
    // From the first part, whatever was typed before.
    for (let part = 0; part < 3; part++) await page.keyboard.press('ArrowLeft')
    for (const part of order) await page.keyboard.type(part)
    if ((await field.inputValue()) === day) return
  }
  await expect(field).toHaveValue(day)
}

/** Tab into a radio group (one stop for the group) and move with Down Arrow to `radio`. */
export async function checkRadioByKeyboard(page: Page, radio: Locator) {
  const name = await radio.getAttribute('name')
  for (let presses = 0; presses < 80; presses++) {
    const inGroup = await page.evaluate(
      (group) => (document.activeElement as HTMLInputElement | null)?.name === group,
      name,
    )
    if (inGroup) break
    await page.keyboard.press('Tab')
  }
  for (let presses = 0; presses < 10 && !(await radio.isChecked()); presses++)
    await page.keyboard.press('ArrowDown')
  await expect(radio).toBeChecked()
  await expect(radio).toBeFocused()
}

/**
 * An open modal dialog keeps the focus: Tab and Shift+Tab round all its controls and more
 * never leave it.
 */
export async function expectTabStaysInside(page: Page, dialog: Locator) {
  const controls = await dialog
    .locator(':is(button, [href], input, select, textarea, [tabindex]):not([disabled])')
    .count()
  for (const key of ['Tab', 'Shift+Tab'])
    for (let presses = 0; presses < controls + 2; presses++) {
      await page.keyboard.press(key)
      expect(await focusWithin(dialog), `after ${presses + 1} × ${key}`).toBe(true)
    }
}

/** Escape closes the dialog, and the focus is back on the control that opened it. */
export async function expectEscapeCloses(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

/** Tab to a tab list (one stop: its selected tab), then Right Arrow to `tab` and Enter. */
export async function chooseTab(page: Page, tab: Locator, { back = false } = {}) {
  const selected = tab.locator('xpath=..').getByRole('tab', { selected: true })
  await tabTo(page, selected, { back })
  for (let presses = 0; presses < 10 && !(await isFocused(tab)); presses++)
    await page.keyboard.press('ArrowRight')
  await expect(tab).toBeFocused()
  await page.keyboard.press('Enter')
}

/** The text of the option a combobox names active (aria-activedescendant), if any. */
export async function activeOptionText(page: Page, combobox: Locator) {
  const id = await combobox.getAttribute('aria-activedescendant')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}
