import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoPicker } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

/** The picker with its real state, as the horse forms use it. */
function Picker() {
  return <PhotoPicker {...usePhotoPicker(5).pickerProps} />;
}

const image = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });

/** Three photos chosen, then the named button pressed from the keyboard (focus and Enter). */
async function pickThreeThenPress(button: string) {
  const user = userEvent.setup();
  render(<Picker />);
  await user.upload(screen.getByLabelText('Add photos'), [
    image('first.jpg'),
    image('second.jpg'),
    image('third.jpg'),
  ]);
  screen.getByRole('button', { name: button }).focus();
  await user.keyboard('{Enter}');
  return user;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Photos to upload' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt')?.replace(/^New photo \d: /, ''));

describe('PhotoPicker from the keyboard (issue 17)', () => {
  it('keeps the focus on the photo made the cover, and says so politely', async () => {
    const user = await pickThreeThenPress('Make photo 3 the cover');
    expect(order()).toEqual(['third.jpg', 'first.jpg', 'second.jpg']);
    // "Make cover" became the badge; the focus is on the same photo's next control, not on <body>.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    const status = screen.getByRole('status'); // a polite live region
    expect(status).toHaveTextContent('third.jpg is now the cover photo.');

    // The keyboard goes on from there: the cover moves back one place, the focus with it.
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['first.jpg', 'third.jpg', 'second.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();
    expect(status).toHaveTextContent('third.jpg moved to position 2 of 3.');
  });

  it('moves the focus to the other arrow when a photo reaches the end', async () => {
    await pickThreeThenPress('Move photo 2 later');
    expect(order()).toEqual(['first.jpg', 'third.jpg', 'second.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 earlier' })).toHaveFocus();
  });
});
