import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const slow = { timeout: 10_000 };

/**
 * Clicks a form's save button as a user would: once it is there and enabled. Save buttons hold a 1 s
 * double-click guard, so a second save right after a refused one must wait for the button to come back.
 */
export async function clickSave(testId = 'form-submit') {
  const button = await screen.findByTestId(testId, {}, slow);
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), slow);
  fireEvent.click(button);
}
