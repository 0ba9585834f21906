import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has focus now, in words, for a failure message. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name =
      el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}> ${name ?? ''}`;
  });
}

export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would walk the page; fails
 * when it is not reached within `max` presses, which is what a control no keyboard can reach looks like,
 * or when a stop on the way is hidden behind something drawn over it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  if (await hasFocus(target)) return;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Every stop on the way must be in sight, not only the one sought.
    await expectFocusNotObscured(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(
    `${max} presses of Tab did not reach ${target.toString()}; focus is on ${await describeFocus(page)}`,
  );
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

/**
 * Tabs to a closed <select> and moves through its options with the arrow keys until `label` is chosen (a
 * pattern for words that carry a day, such as a preset's "until 18 Dec").
 */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  for (let press = 0; press < 100; press += 1) {
    const chosen = await select.evaluate((el) => {
      const options = (el as HTMLSelectElement).selectedOptions;
      return options[0]?.label ?? '';
    });
    if (typeof label === 'string' ? chosen === label : label.test(chosen)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never chose "${String(label)}" in ${select.toString()}`);
}

/**
 * Tabs to a file input (however it is styled) and opens it with Space; the browser's own file dialog,
 * which is outside the page, is answered with `files`.
 */
export async function chooseFilesByKeyboard(
  page: Page,
  input: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  await tabTo(page, input);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(files);
}

/** Tabs to a checkbox or switch and turns it on with Space. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

/**
 * WCAG 2.2 "Focus Not Obscured (Minimum)": the focused element is not wholly hidden by something the
 * page draws over it (a sticky navbar, a phone's fixed contact bar). Probes nine points of its box.
 */
export async function expectFocusNotObscured(page: Page): Promise<void> {
  const hidden = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    // A visually hidden control (a styled file input, a star's radio) is seen through its label.
    const tiny = (node: Element) => node.getBoundingClientRect().width <= 1;
    const labels = focused instanceof HTMLInputElement ? focused.labels : null;
    const el = tiny(focused) && labels?.[0] ? labels[0] : focused;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const xs = [0.1, 0.5, 0.9].map((f) => box.left + box.width * f);
    const ys = [0.1, 0.5, 0.9].map((f) => box.top + box.height * f);
    const seen = xs.some((x) =>
      ys.some((y) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top) || top.contains(el));
      }),
    );
    if (seen) return null;
    const describe = (node: Element | null) =>
      node
        ? `<${node.tagName.toLowerCase()}> "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    const cover = document.elementFromPoint(xs[1] ?? 0, ys[1] ?? 0);
    return `${describe(focused)} (y ${Math.round(box.top)} to ${Math.round(box.bottom)}) under ${describe(cover)}`;
  });
  expect(hidden, 'the focused element is hidden behind something drawn over it').toBeNull();
}
