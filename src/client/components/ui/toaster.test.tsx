import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from './toaster';
import { clearToasts, toast } from './use-toast';

afterEach(() => {
  act(() => clearToasts());
});

describe('Toaster', () => {
  it('shows one toast at a time, the newest replacing the last', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Horse deleted', description: 'Your horse has been removed successfully.' });
    });
    expect(await screen.findByText('Horse deleted')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Delete failed', description: '500: boom', variant: 'destructive' });
    });
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.queryByText('Horse deleted')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Image deleted' });
    });
    // fireEvent, not userEvent: Radix toast's pointer handlers need hasPointerCapture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Image deleted')).not.toBeInTheDocument());
  });
});
